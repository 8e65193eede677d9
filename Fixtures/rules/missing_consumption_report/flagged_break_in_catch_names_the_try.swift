import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Ledger {
  func reserve(_ amount: Int) async throws {}
  func post(_ amount: Int) throws {}
}

// `break flow` leaves the labelled `do` from the `catch` of an inner `do`, before the report:
// the message names the jump and the `try`s that threw into that `catch`, and notes mark each
// (probes-cg p30: since 0fdb82d only the `break` was named).
func transfer(evaluator: InsightEvaluator, ledger: Ledger, amount: Int) async {
  flow: do {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "reaches the end at line 32 after 'break flow' at line 24 when 'try await ledger.reserve(amount)' at line 19 or 'try ledger.post(amount)' at line 20 throws"
    do {
      try await ledger.reserve(amount)  // expect-note: missing_consumption_report "can throw here into the 'catch' at line 21 before the report"
      try ledger.post(amount)  // expect-note: missing_consumption_report "can throw here into the 'catch' at line 21 before the report"
    } catch {
      print("reserve failed")
      if amount > 100 {
        break flow  // expect-note: missing_consumption_report "'break flow' here skips the report"
      }
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  } catch {
    print("no evaluation")
  }
  print("done")
}  // expect-note: missing_consumption_report "reaches the end here without a report"
