import TrustInsights

final class SubscriptionFlow {
  private let evaluator = InsightEvaluator()

  func upgradeStatus(isPaidPlan: Bool) async -> InsightEvaluator.AuthorizationStatus? {
    let context = InsightEvaluator.InsightContext(
      operationCategory: isPaidPlan ? .payment : .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    )
    return try? await evaluator.authorizationStatus(for: context)
  }

  func downgradeStatus() async -> InsightEvaluator.AuthorizationStatus? {
    let category: InsightEvaluator.OperationCategory = .other  // expect: evaluation_outside_sensitive_category
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return try? await evaluator.authorizationStatus(for: context)
  }

  func cancelStatus() async -> InsightEvaluator.AuthorizationStatus? {
    let context = InsightEvaluator.InsightContext(
      operationCategory: InsightEvaluator.OperationCategory.other,  // expect: evaluation_outside_sensitive_category "'.other'"
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return try? await evaluator.authorizationStatus(for: context)
  }
}
