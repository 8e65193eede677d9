// An A/B testing library with its own `InsightEvaluator` and `InsightEvaluation` types: no
// TrustInsights here, so none of its evaluations are this linter's business.
import Foundation

enum ConsumptionStatus { case exposed, notExposed }

final class InsightEvaluation {
  let experiment: String
  let variant: String
  init(experiment: String, variant: String) {
    self.experiment = experiment
    self.variant = variant
  }
  func reportConsumption(_ status: ConsumptionStatus) {}
}

final class InsightEvaluator {
  func requestEvaluation(context: String) async throws -> InsightEvaluation {
    InsightEvaluation(experiment: context, variant: "B")
  }
}

func checkoutVariant(evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: "checkout")
  guard evaluation.variant == "B" else {
    return "A"
  }
  evaluation.reportConsumption(.exposed)
  evaluation.reportConsumption(.exposed)
  return evaluation.variant
}
