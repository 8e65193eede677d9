import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Retries the friction decision on the next screen; reports only when a decision is made,
// and gives up after three attempts without a report.
func settle(_ evaluation: CoachingEvaluation, attempt: Int) {  // expect: missing_consumption_report "returns at line 14 inside the 'if' at line 13"
  if attempt > 3 {
    return
  }
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
  } else if attempt == 3 {
    evaluation.reportConsumption(.usedUnchangedFriction)
  } else {
    settle(evaluation, attempt: attempt + 1)
  }
}

func transfer(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  settle(evaluation, attempt: 1)
}
