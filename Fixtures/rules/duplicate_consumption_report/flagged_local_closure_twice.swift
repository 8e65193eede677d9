import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// A closure kept in a local `let` and called by name runs in place, like a local function:
// the cancelled path calls it after the high branch already did.
func review(evaluator: InsightEvaluator, cancelled: Bool) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let finish = { (status: InsightEvaluationConsumptionStatus) in
    evaluation.reportConsumption(status)
  }
  var held = false
  if case .success(.high) = evaluation.insight.outcome {
    held = true
    finish(.usedIncreasedFriction)
  }
  if cancelled {
    finish(.notUsedNotNeeded)  // expect: duplicate_consumption_report "line 18"
    return false
  }
  if !held {
    finish(.usedUnchangedFriction)
  }
  return !held
}
