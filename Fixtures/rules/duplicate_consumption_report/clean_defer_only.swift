import TrustInsights

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func summarize(_ text: String, evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: inferenceContext)
  var status = InsightEvaluationConsumptionStatus.usedUnchangedFriction
  defer { evaluation.reportConsumption(status) }
  if case .success(.high) = evaluation.insight.outcome {
    status = .usedIncreasedFriction
    return "Summaries are paused for a moment."
  }
  guard !text.isEmpty else {
    status = .notUsedNotNeeded
    return ""
  }
  return String(text.prefix(200))
}
