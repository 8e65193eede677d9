import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func reserveFunds(_ amount: Decimal) throws
}

final class PaymentFlow {
  let ledger: Ledger
  let evaluator = InsightEvaluator()

  init(ledger: Ledger) { self.ledger = ledger }

  func pay(_ amount: Decimal) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "'try ledger.reserveFunds(amount)' can throw at line 20"
    try ledger.reserveFunds(amount)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
