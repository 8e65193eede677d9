import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// The same written type over a flatMap whose closure gives only '.success(…)': every failure
// is still the insight's, so a 'used…' report in 'case .failure' is a mismatch.
func transfer(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let checked: Result<IsLikelyBeingCoachedInsight.Value, InsightError> = evaluation.insight.outcome.flatMap {
    .success($0)
  }
  switch checked {
  case .success(.high): evaluation.reportConsumption(.usedIncreasedFriction)
  case .success: evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure: evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
  }
}
