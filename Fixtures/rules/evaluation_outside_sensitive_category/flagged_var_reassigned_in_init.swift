import TrustInsights

final class GiftCardPurchase {
  private let evaluator = InsightEvaluator()
  private var context: InsightEvaluator.InsightContext

  init(isGift: Bool) {
    context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    if isGift {
      context.operationCategory = .other  // expect: evaluation_outside_sensitive_category
    }
  }

  func isProtected() async -> Bool {
    (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }
}

func scheduledPaymentStatus(recurring: Bool) async -> Bool {
  var context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  context.operationCategory = recurring ? .account : .transfer  // expect: evaluation_outside_sensitive_category "'.transfer' is not an operation category"
  return (try? await InsightEvaluator().authorizationStatus(for: context)) == .authorized
}
