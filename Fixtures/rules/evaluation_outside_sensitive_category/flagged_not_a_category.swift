import TrustInsights

// A blog post's shape: `.transfer` is the app's word, not an operation category.
func checkTransfer() async -> Bool {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .transfer,  // expect: evaluation_outside_sensitive_category "'.transfer' is not an operation category"
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  let status = try? await InsightEvaluator().authorizationStatus(for: context)
  return status == .authorized
}
