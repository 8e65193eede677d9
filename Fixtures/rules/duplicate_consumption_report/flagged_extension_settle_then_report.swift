import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  /// Reports `self` on every path.
  func settle(held: Bool) {
    reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}

// `settle` already reported; the cancellation report is a second one.
func send(evaluator: InsightEvaluator, cancelled: Bool) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let held = (try? evaluation.insight.outcome.get()) == .high
  evaluation.settle(held: held)
  if cancelled {
    evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report "line 19"
    return false
  }
  return !held
}
