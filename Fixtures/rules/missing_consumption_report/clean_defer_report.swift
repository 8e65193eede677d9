import TrustInsights

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Renderer {
  func render(prompt: String) async throws -> Data
}

// Every exit, including the throwing ones, passes the defer.
func generateImage(prompt: String, renderer: Renderer, evaluator: InsightEvaluator) async throws -> Data {
  let evaluation = try await evaluator.requestEvaluation(context: inferenceContext)
  defer { evaluation.reportConsumption(.usedEvaluationOnly) }
  if prompt.isEmpty {
    return Data()
  }
  return try await renderer.render(prompt: prompt)
}
