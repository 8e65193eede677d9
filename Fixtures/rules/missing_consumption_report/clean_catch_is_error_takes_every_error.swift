import TrustInsights

// `catch is Error` and `catch _ as Error` take every error, as a bare `catch` does: the `try`
// inside cannot leave the `do`, so the report after it is on every path.

struct Ledger { func reserve() throws {} }

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func transfer(evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    try ledger.reserve()
  } catch is Error {
    print("reserve failed")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func transferIgnoringError(evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    try ledger.reserve()
  } catch _ as any Error {
    print("reserve failed")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func transferQualified(evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    try ledger.reserve()
  } catch let error as Swift.Error {
    print("reserve failed: \(error)")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
