import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func reserve(_ amount: Int) async throws
}

// The `defer` reports only what no branch reported: one report on every path, also when
// `reserve` throws.
func send(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  var didReport = false
  defer {
    if !didReport {
      evaluation.reportConsumption(.notUsedError)
    }
  }
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    didReport = true
    return false
  }
  try await ledger.reserve(amount)
  evaluation.reportConsumption(.usedUnchangedFriction)
  didReport = true
  return true
}
