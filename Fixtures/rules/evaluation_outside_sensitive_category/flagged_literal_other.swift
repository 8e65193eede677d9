import TrustInsights

func evaluateArchiveExport() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
  let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
  let context = InsightEvaluator.InsightContext(
    operationCategory: .other,  // expect: evaluation_outside_sensitive_category "'.other' is not a sensitive operation category"
    requestedEvaluations: request
  )
  let evaluator = InsightEvaluator()
  return try await evaluator.requestEvaluation(context: context)
}
