import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Shadow mode: the insight is logged for the fraud team and does not change the flow.
func shadowEvaluate(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  if case .success(.high) = evaluation.insight.outcome {
    print("would have added friction")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
