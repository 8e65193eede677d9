// The base class evaluates the context its overridable `makeContext()` returns; a subclass in
// another file overrides it with a `.other` context, which the base class's call then receives
// for a tip jar (probes-es p24).
import TrustInsights

class CheckoutScreen {
  private let evaluator = InsightEvaluator()

  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  func confirm() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
