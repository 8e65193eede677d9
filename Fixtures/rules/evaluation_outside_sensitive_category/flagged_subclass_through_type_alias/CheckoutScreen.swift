// GiftCardScreen inherits from CheckoutScreen through `typealias BaseScreen = CheckoutScreen`:
// its override's `.other` reaches CheckoutScreen's evaluator call. The subclass lookup matched
// only clauses that spell the class's own name (probes-eu p04).
import TrustInsights

class CheckoutScreen {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  func confirm() async {
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

typealias BaseScreen = CheckoutScreen
