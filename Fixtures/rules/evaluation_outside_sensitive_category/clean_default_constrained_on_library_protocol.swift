// Probes: a default constrained on a library protocol the conformer declares (where Self:
// Equatable) hides the .other fallback for TransferScreen: Equatable -> no finding.
import TrustInsights

protocol ContextProviding {}

extension ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

extension ContextProviding where Self: Equatable {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct TransferScreen: Equatable, ContextProviding {
  var amount: Int

  func confirm(_ evaluator: InsightEvaluator) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
