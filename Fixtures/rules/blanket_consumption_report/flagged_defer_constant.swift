import TrustInsights

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func generate(prompt: String, evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: inferenceContext)
  defer { evaluation.reportConsumption(.usedIncreasedFriction) }  // expect: blanket_consumption_report
  guard case .success(let level) = evaluation.insight.outcome else {  // expect-note: blanket_consumption_report "the outcome is read here"
    return ""
  }
  if level == .high {
    return "This request needs a second look."
  }
  return prompt
}
