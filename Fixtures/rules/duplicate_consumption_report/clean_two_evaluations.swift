import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func addPayeeAndPay(evaluator: InsightEvaluator) async throws {
  let payeeCheck = try await evaluator.requestEvaluation(context: accountContext)
  payeeCheck.reportConsumption(.usedUnchangedFriction)
  var current = try await evaluator.requestEvaluation(context: paymentContext)
  current.reportConsumption(.usedUnchangedFriction)
  current = try await evaluator.requestEvaluation(context: paymentContext)
  current.reportConsumption(.usedEvaluationOnly)
}
