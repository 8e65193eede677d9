import TrustInsights

// The `catch` only logs: each `try` after the evaluation exists can send the path there,
// and the message names both (the `try` of the request itself cannot: then there is none).
struct Ledger {
  func hold(_ cents: Int) async throws {}
  func capture(_ cents: Int) async throws {}
}

let captureContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func capture(_ cents: Int, ledger: Ledger, evaluator: InsightEvaluator) async {
  do {
    let evaluation = try await evaluator.requestEvaluation(context: captureContext)  // expect: missing_consumption_report "the 'catch' at line 21 returns without a report when 'try await ledger.hold(cents)' at line 18 or 'try await ledger.capture(cents)' at line 19 throws"
    try await ledger.hold(cents)
    try await ledger.capture(cents)
    evaluation.reportConsumption(.usedUnchangedFriction)
  } catch {
    print("capture failed: \(error)")
    return
  }
}
