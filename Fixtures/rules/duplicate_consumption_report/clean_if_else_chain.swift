import TrustInsights

let signingContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func sign(evaluator: InsightEvaluator, documentCount: Int) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: signingContext)
  let outcome = evaluation.insight.outcome
  if outcome == .success(.high) {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  } else if outcome == .success(.medium), documentCount > 1 {
    evaluation.reportConsumption(.usedIncreasedFriction)
  } else if case .failure = outcome {
    evaluation.reportConsumption(.notUsedError)
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
  return true
}
