import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Ledger {
  func reserve(_ amount: Int) async throws {}
}

// The `catch` reports the evaluation before `break flow` leaves the labelled `do`: every
// path reports it once (the neighbour of flagged_break_in_catch_names_the_try.swift).
func transfer(evaluator: InsightEvaluator, ledger: Ledger, amount: Int) async {
  flow: do {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    do {
      try await ledger.reserve(amount)
    } catch {
      evaluation.reportConsumption(.notUsedError)
      break flow
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  } catch {
    print("no evaluation")
  }
  print("done")
}
