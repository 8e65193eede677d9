import TrustInsights

/// Checkout of an in-app purchase: every path reports the evaluation once.
@available(iOS 27.0, *)
struct CheckoutReview {
  let evaluator = InsightEvaluator()

  func shouldAddFriction() async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
      return false
    }
    switch evaluation.insight.outcome {
    case .success(.medium), .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return true
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return false
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return false
    }
  }
}
