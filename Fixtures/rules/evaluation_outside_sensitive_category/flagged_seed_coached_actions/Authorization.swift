import TrustInsights

@available(iOS 27.0, *)
func requestTrustInsightsAuthorization(
  operation: SensitiveOperation,
  evaluator: InsightEvaluator
) async -> Bool {
  let request = IsLikelyBeingCoachedInsight.request(
    schema: .version1,
    modelVersion: .current
  )

  let context = InsightEvaluator.InsightContext(
    operationCategory: operation.trustCategory,
    requestedEvaluations: request
  )

  do {
    return try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check
  } catch {
    return false
  }
}
