import TrustInsights

// A call of a function declared `throws(LedgerError)` throws only `LedgerError`: a `catch`
// of that type takes all of it, and a `catch is InsightError` none of it.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum LedgerError: Error { case insufficientFunds }

struct Ledger {
  func commit() throws(LedgerError) {}
}

func pay(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do {
    try ledger.commit()
  } catch let error as LedgerError {
    print(error)
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func payAfterReport(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do {
    let high = try evaluation.insight.outcome.get() == .high
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    try ledger.commit()
  } catch is InsightError {
    evaluation.reportConsumption(.notUsedError)
  } catch {
    throw error
  }
}
