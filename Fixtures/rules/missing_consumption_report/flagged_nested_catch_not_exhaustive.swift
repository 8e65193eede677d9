import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func reserve(_ amount: Int) async throws
}

// The inner `catch` only matches cancellation; any other error from `reserve` reaches the
// outer `catch`, which returns without a report.
func send(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async -> Bool {
  do {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "the 'catch' at line 25 returns without a report"
    do {
      try await ledger.reserve(amount)
    } catch is CancellationError {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  } catch {
    return false
  }
}
