import TrustInsights

let lotContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// The `defer` runs again at `break lots` after the report in the inner loop: the message names
// the jump with its label, as written.
func scan(evaluator: InsightEvaluator, lots: [[Int]]) async throws {
  lots: for lot in lots {
    let evaluation = try await evaluator.requestEvaluation(context: lotContext)
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }  // expect: duplicate_consumption_report "which runs at the 'break lots' at line 15"
    for share in lot where share < 0 {
      evaluation.reportConsumption(.notUsedNotNeeded)
      break lots
    }
  }
}
