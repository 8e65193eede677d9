import TrustInsights

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The failure path reports something else: not one call on every path, so not blanket.
func generate(prompt: String, evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: inferenceContext)
  guard case .success(let level) = evaluation.insight.outcome else {
    evaluation.reportConsumption(.notUsedError)
    return ""
  }
  defer { evaluation.reportConsumption(.usedIncreasedFriction) }
  if level == .high {
    return "This request needs a second look."
  }
  return prompt
}
