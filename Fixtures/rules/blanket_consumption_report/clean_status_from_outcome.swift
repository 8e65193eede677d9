import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func review(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let status: InsightEvaluationConsumptionStatus
  let hold: Bool
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium):
    status = .usedIncreasedFriction
    hold = true
  case .success:
    status = .usedUnchangedFriction
    hold = false
  case .failure:
    status = .notUsedError
    hold = false
  }
  evaluation.reportConsumption(status)
  return hold
}
