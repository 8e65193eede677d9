import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Only debug builds report: a release build, where `#if DEBUG` has no `#else`, never does.
func review(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 16"
  let held = (try? evaluation.insight.outcome.get()) == .high
  #if DEBUG
    print("coaching held:", held)
    evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return !held
}
