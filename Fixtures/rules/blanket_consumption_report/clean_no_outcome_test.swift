import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The outcome is never looked at: the report is not a summary of tested branches.
func prefetch(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  evaluation.reportConsumption(.usedUnchangedFriction)
}
