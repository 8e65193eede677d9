import TrustInsights

let purchaseContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func buyGiftCards(count: Int, evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: purchaseContext)
  var allowed = true
  switch evaluation.insight.outcome {
  case .success(.high):
    allowed = false
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .success(.medium):
    allowed = count < 3
  default:
    break
  }
  evaluation.reportConsumption(allowed ? .usedUnchangedFriction : .usedIncreasedFriction)  // expect: duplicate_consumption_report
  return allowed
}
