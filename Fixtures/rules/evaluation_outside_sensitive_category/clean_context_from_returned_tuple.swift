import TrustInsights

// A context taken apart from the tuple a factory returns: its category is the one the factory's
// tuple literal gives, for the element taken apart.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func makeTransferRequest(amount: Decimal) -> (InsightEvaluator.InsightContext, Decimal) {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return (context, amount)
}

func reviewTransfer(_ evaluator: InsightEvaluator) async throws {
  let (context, _) = makeTransferRequest(amount: 250)
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// Only the element taken apart is followed: the settings context (`.other`) built beside the
// transfer's never reaches an evaluation.
func makeRequests() -> (InsightEvaluator.InsightContext, InsightEvaluator.InsightContext) {
  let transfer = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let settings = InsightEvaluator.InsightContext(
    operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return (transfer, settings)
}

func reviewPayee(_ evaluator: InsightEvaluator) async throws {
  let (context, _) = makeRequests()
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
