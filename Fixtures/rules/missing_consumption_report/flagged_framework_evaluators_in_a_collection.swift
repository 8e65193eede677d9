import TrustInsights

// Elements of a collection of `InsightEvaluator`s run the framework's method: each call
// requests an evaluation.

struct PricingEvaluator {
  func requestEvaluation(context: String) async throws -> Int { 1 }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class Checks {
  var evaluators: [InsightEvaluator] = []

  func run() async throws {
    for evaluator in evaluators {
      let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "the loop iteration ends at line 22"
      print(evaluation.insight.insightID)
    }
  }
}
