import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The local function is called in each branch with that branch's own status.
func review(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  func finish(_ status: InsightEvaluationConsumptionStatus) -> Bool {
    evaluation.reportConsumption(status)
    return status != .usedIncreasedFriction
  }
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium):
    return finish(.usedIncreasedFriction)
  case .success:
    return finish(.usedUnchangedFriction)
  case .failure:
    return finish(.notUsedError)
  }
}
