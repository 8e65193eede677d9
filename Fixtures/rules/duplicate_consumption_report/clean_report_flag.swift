import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func reserveFunds(_ amount: Decimal) throws
}

// A flag remembers whether a branch reported; the defer reports only the exits that did not.
func pay(_ amount: Decimal, ledger: Ledger, evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  var reported = false
  defer {
    if !reported {
      evaluation.reportConsumption(.notUsedError)
    }
  }
  try ledger.reserveFunds(amount)
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    reported = true
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  reported = true
  return true
}

// The same with a `while true` retry loop that only leaves through `return`.
func payWithRetry(_ amount: Decimal, ledger: Ledger, evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  var attempts = 0
  while true {
    do {
      try ledger.reserveFunds(amount)
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    } catch {
      attempts += 1
      if attempts == 3 {
        evaluation.reportConsumption(.notUsedError)
        return false
      }
    }
  }
}
