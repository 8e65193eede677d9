import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Mutually recursive helpers that end in a report on every path.
func settle(_ evaluation: CoachingEvaluation, attempt: Int) {
  if attempt >= 3 {
    evaluation.reportConsumption(.notUsedError)
    return
  }
  retry(evaluation, attempt: attempt + 1)
}

func retry(_ evaluation: CoachingEvaluation, attempt: Int) {
  if case .success = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedUnchangedFriction)
  } else {
    settle(evaluation, attempt: attempt)
  }
}

func transfer(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  settle(evaluation, attempt: 0)
}
