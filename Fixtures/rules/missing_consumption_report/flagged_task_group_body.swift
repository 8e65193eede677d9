import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger: Sendable {
  func refreshBalance() async throws
}

// The evaluation is requested while the balance refreshes; waiting for the group can throw
// after it exists.
func prepareTransfer(evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
  try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await ledger.refreshBalance() }
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "'try await group.waitForAll()' can throw at line 18"
    try await group.waitForAll()
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}
