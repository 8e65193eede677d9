import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func confirm(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  defer { evaluation.reportConsumption(.notUsedNotNeeded) }  // expect: duplicate_consumption_report "by the 'defer' at line 10, which runs at the 'return' at line 13," "line 12"
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
  return true
}
