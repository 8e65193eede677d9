import TrustInsights

// `catch is CancellationError` takes only that error: any other error of the `try` leaves the
// function before the report. (The neighbour clean_catch_is_error_takes_every_error catches
// every error.)

struct Ledger { func reserve() throws {} }

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func transfer(evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "'try ledger.reserve()' can throw at line 15"
  do {
    try ledger.reserve()
  } catch is CancellationError {
    print("cancelled")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
