import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func payInvoice(evaluator: InsightEvaluator, userCancelled: Bool) async {
  let evaluation = try? await evaluator.requestEvaluation(context: paymentContext)
  if userCancelled {
    evaluation?.reportConsumption(.notUsedNotNeeded)
    return
  }
  let status: InsightEvaluationConsumptionStatus
  switch evaluation?.insight.outcome {
  case .success(.high)?, .success(.medium)?:
    status = .usedIncreasedFriction
  case .success?:
    status = .usedUnchangedFriction
  case .failure?, nil:
    status = .notUsedError
  }
  evaluation?.reportConsumption(status)
}
