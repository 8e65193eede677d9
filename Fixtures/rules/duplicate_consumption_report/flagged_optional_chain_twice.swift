import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func payInvoice(evaluator: InsightEvaluator, userCancelled: Bool) async {
  let evaluation = try? await evaluator.requestEvaluation(context: paymentContext)
  if userCancelled {
    evaluation?.reportConsumption(.notUsedNotNeeded)
  }
  evaluation?.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "line 11"
}
