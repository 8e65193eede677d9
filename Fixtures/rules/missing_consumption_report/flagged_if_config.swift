import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func reviewTransfer(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 20 after the '#if' clause at line 11"
  var hold = false
  #if DEBUG
    // Test builds skip the report: the sandbox does not care. Release builds still owe it.
    print("outcome:", evaluation.insight.outcome)
  #else
    if case .success(.high) = evaluation.insight.outcome {
      hold = true
    }
    evaluation.reportConsumption(hold ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return hold
}
