import TrustInsights

protocol Brokerage { func reserve(_ amount: Decimal) async throws }

// The `var` holds the evaluation once `requestEvaluation` returns; when the later `try` throws,
// the `catch` clears the variable and the evaluation is lost unreported. (The `catch` is also
// reached when `requestEvaluation` itself throws: then nothing exists and nothing is owed.)
func transferOut(_ amount: Decimal, brokerage: Brokerage, evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?
  do {
    evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "it is overwritten at line 18 in the 'catch' at line 17"
    try await brokerage.reserve(amount)
  } catch {
    evaluation = nil
  }
  if let evaluation, case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return
  }
  evaluation?.reportConsumption(.usedUnchangedFriction)
}
