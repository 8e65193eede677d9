import TrustInsights

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol PayoutLedger {
  func reserve(_ amount: Int, for id: String) async throws
  func send(_ amount: Int, to id: String) async throws
}

// A batch payout whose `catch` logs and lets the iteration end: the message says which `try`
// threw into that `catch`, as it does for a function's end (probes-dy p121: it said only "the
// loop iteration ends at line 22"; the `catch` and the `try` were in the notes alone).
func payBatch(_ ids: [String], amount: Int, evaluator: InsightEvaluator, ledger: PayoutLedger) async {
  for id in ids {
    do {
      let evaluation = try await evaluator.requestEvaluation(context: payoutContext)  // expect: missing_consumption_report "the loop iteration ends at line 25 after the 'catch' at line 22 when 'try await ledger.reserve(amount, for: id)' at line 19 throws"
      try await ledger.reserve(amount, for: id)  // expect-note: missing_consumption_report "can throw here into the 'catch' at line 22 before the report"
      evaluation.reportConsumption(.usedEvaluationOnly)
      try await ledger.send(amount, to: id)
    } catch {
      print("payout failed for", id, error)
    }
  }  // expect-note: missing_consumption_report "the iteration ends here without a report"
}

// The same after a `switch` case that leaves the switch with `break`: the branch is named.
func screenBatch(_ ids: [String], evaluator: InsightEvaluator) async throws {
  for id in ids {
    let evaluation = try await evaluator.requestEvaluation(context: payoutContext)  // expect: missing_consumption_report "the loop iteration ends at line 41 after the '.failure' branch"
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      break
    }
    print(id)
  }
}
