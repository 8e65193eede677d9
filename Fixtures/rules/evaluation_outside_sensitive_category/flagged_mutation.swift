import TrustInsights

func evaluateSupportSession(remoteAccess: Bool) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
  var context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  if !remoteAccess {
    context.operationCategory = .other  // expect: evaluation_outside_sensitive_category
  }
  return try await InsightEvaluator().requestEvaluation(context: context)
}
