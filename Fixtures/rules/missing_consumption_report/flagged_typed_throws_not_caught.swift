import TrustInsights

// A call declared `throws(LedgerError)` inside a `do` whose only clause catches another
// concrete type: the error leaves with the evaluation unreported.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum LedgerError: Error { case insufficientFunds }

struct Ledger {
  func commit() throws(LedgerError) {}
}

func pay(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try ledger.commit()' can throw at line 20"
  do {
    try ledger.commit()
  } catch is CancellationError {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
