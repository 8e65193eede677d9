import TrustInsights

// A retry loop that reports the failed evaluation before asking again: every evaluation it
// produces is reported once, the last one after the loop.

let retryContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func submitWithRetry(_ evaluator: InsightEvaluator) async throws {
  var evaluation = try await evaluator.requestEvaluation(context: retryContext)
  while case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.notUsedError)
    evaluation = try await evaluator.requestEvaluation(context: retryContext)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func submitWithBoundedRetry(_ evaluator: InsightEvaluator) async throws {
  var evaluation = try await evaluator.requestEvaluation(context: retryContext)
  var attempts = 0
  while attempts < 3, case .failure = evaluation.insight.outcome {
    attempts += 1
    evaluation.reportConsumption(.notUsedError)
    evaluation = try await evaluator.requestEvaluation(context: retryContext)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
