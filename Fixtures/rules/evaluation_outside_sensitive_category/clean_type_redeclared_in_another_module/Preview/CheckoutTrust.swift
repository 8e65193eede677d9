import TrustInsights

/// The preview module's stand-in of the same name (Swift allows it in another module). It
/// never calls the evaluator: the category it sets reaches no evaluation.
final class CheckoutTrust {
  var context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func showFallback() {
    context.operationCategory = .other
  }
}
