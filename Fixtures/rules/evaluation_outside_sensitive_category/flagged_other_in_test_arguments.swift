import Testing
import TrustInsights

// A parameterized test that evaluates for real with each category its `@Test` attribute lists:
// the runner passes `.other` to the parameter, so it reaches the evaluator call and is
// reported where it is written. The sensitive cases beside it are fine.
@Test(arguments: [InsightEvaluator.OperationCategory.payment, .other])  // expect: evaluation_outside_sensitive_category
func everyCategoryEvaluates(category: InsightEvaluator.OperationCategory) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: category,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  #expect(evaluation.insight.outcome != .success(.high))
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// Two collections: the runner passes every combination, collection `i` to parameter `i`.
@Test(arguments: [InsightEvaluator.OperationCategory.other], [1, 2])  // expect: evaluation_outside_sensitive_category
func evaluatesRepeatedly(category: InsightEvaluator.OperationCategory, times: Int) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: category,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  for _ in 0..<times {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
