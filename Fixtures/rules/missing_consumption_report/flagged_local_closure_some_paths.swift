import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The completion closure is only called, never stored: the limit check returns without it.
func review(evaluator: InsightEvaluator, amount: Int, limit: Int) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 17 in the 'else' of the 'guard' at line 16"
  let complete: (Bool) -> Bool = { held in
    evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !held
  }
  let held = (try? evaluation.insight.outcome.get()) == .high
  guard amount <= limit else {
    return false
  }
  return complete(held)
}
