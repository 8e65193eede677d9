import TrustInsights

protocol Brokerage { func reserve(_ amount: Decimal) async throws }

// Near-miss of flagged_catch_clears_optional_var_after_later_try: only `requestEvaluation` can
// throw inside the `do`, so the `catch` that clears the variable runs only when no evaluation
// exists; the `catch` of the second `do` is reached after the evaluation exists and reports it.
func transferOut(_ amount: Decimal, brokerage: Brokerage, evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?
  do {
    evaluation = try await evaluator.requestEvaluation(context: context)
  } catch {
    evaluation = nil
  }
  do {
    try await brokerage.reserve(amount)
  } catch {
    evaluation?.reportConsumption(.notUsedError)
    evaluation = nil
    throw error
  }
  if let evaluation, case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return
  }
  evaluation?.reportConsumption(.usedUnchangedFriction)
}
