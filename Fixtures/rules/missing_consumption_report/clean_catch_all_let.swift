import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func reserveFunds(_ amount: Decimal) throws
}

func pay(_ amount: Decimal, ledger: Ledger, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    try ledger.reserveFunds(amount)
  } catch let error {
    evaluation.reportConsumption(.notUsedNotNeeded)
    throw error
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
}
