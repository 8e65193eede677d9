import TrustInsights

let purchaseContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum GiftCardDecision { case sell, delay, refer }

func giftCardDecision(evaluator: InsightEvaluator) async throws -> GiftCardDecision {
  let evaluation = try await evaluator.requestEvaluation(context: purchaseContext)  // expect: missing_consumption_report "returns at line 23 on the '.high' branch"
  do {
    switch try evaluation.insight.outcome.get() {
    case .unknown:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .sell
    case .medium:
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .delay
    case .high:
      // Forgotten: the report that belongs here.
      notifyFraudTeam()
      return .refer
    @unknown default:
      evaluation.reportConsumption(.notUsedError)
      return .sell
    }
  } catch {
    evaluation.reportConsumption(.notUsedError)
    return .sell
  }
}

func notifyFraudTeam() {}
