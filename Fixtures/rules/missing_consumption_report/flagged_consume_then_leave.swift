import TrustInsights

// The moved name holds the evaluation: a path that leaves before reporting it leaks it.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func moved(_ evaluator: InsightEvaluator, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "returns at line 14"
  let moved = consume evaluation
  if amount > 1_000 {
    return
  }
  moved.reportConsumption(.usedEvaluationOnly)
}
