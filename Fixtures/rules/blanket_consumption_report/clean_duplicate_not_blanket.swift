import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The second call is a duplicate; it is reported as such, not as a blanket report.
func review(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  if case .success(.high) = evaluation.insight.outcome {
    print("hold")
  }
  evaluation.reportConsumption(.usedIncreasedFriction)
  evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
}
