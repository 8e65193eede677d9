import Testing
import TrustInsights

// The categories of a parameterized test are written in its `@Test` attribute: every one is
// sensitive, so there is nothing to report (before, the parameter had no call site and the
// evaluator call got a "no operation category found" note).
@Test(arguments: [InsightEvaluator.OperationCategory.payment, .account, .communication, .resourceUse])
func everySensitiveCategoryEvaluates(category: InsightEvaluator.OperationCategory) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: category,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  #expect(evaluation.insight.outcome != .success(.high))
  evaluation.reportConsumption(.usedEvaluationOnly)
}
