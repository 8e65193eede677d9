// Probes (recall): BaseScreen's witness returns .payment, its subclass PromoScreen overrides it
// with .other; the protocol extension's runCheck() runs the override for PromoScreen ->
// warning at that `other`.
import TrustInsights

protocol ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext
}

extension ContextProviding {
  func runCheck(_ evaluator: InsightEvaluator) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

class BaseScreen: ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class PromoScreen: BaseScreen {
  override func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}
