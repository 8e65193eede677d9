import TrustInsights

func requestTrustInsightsAuthorization(evaluator: InsightEvaluator) async -> Bool {
  let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
  let context = InsightEvaluator.InsightContext(operationCategory: .resourceUse, requestedEvaluations: request)
  do {
    return try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check "'requestAuthorization(for:)' is not preceded"
  } catch {
    return false
  }
}
