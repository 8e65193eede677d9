import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct TransferService {
  let evaluator = InsightEvaluator()

  func confirm(amount: Decimal, isKnownRecipient: Bool) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 14 inside the 'if' at line 13"
    if isKnownRecipient {
      return true
    }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return amount < 10_000
    }
  }
}
