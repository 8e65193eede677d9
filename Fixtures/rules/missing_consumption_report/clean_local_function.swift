import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// A local function that captures the evaluation reports it; the analysis leaves it to it.
func confirm(evaluator: InsightEvaluator, largeAmount: Bool) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  func finish(_ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
  if largeAmount, case .success(.high) = evaluation.insight.outcome {
    finish(.usedIncreasedFriction)
    return false
  }
  finish(.usedUnchangedFriction)
  return true
}
