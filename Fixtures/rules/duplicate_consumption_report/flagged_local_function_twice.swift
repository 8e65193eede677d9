import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The local function reports; a high insight calls it twice on one path. The second call
// is the second report.
func review(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  func finish(_ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
  var held = false
  if case .success(.high) = evaluation.insight.outcome {
    held = true
    finish(.usedIncreasedFriction)
  }
  finish(held ? .usedIncreasedFriction : .usedUnchangedFriction)  // expect: duplicate_consumption_report
  return !held
}
