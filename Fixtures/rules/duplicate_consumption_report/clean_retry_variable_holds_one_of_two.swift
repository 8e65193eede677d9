import TrustInsights

// A `var` that may hold the first evaluation or the one asked for again: each is reported
// once. At the last report the first one is unreported on one path and reported on the
// other, so the report is not a second one.

let retryContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func submitRetryingOnce(_ evaluator: InsightEvaluator) async throws {
  var evaluation = try await evaluator.requestEvaluation(context: retryContext)
  if case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.notUsedError)
    evaluation = try await evaluator.requestEvaluation(context: retryContext)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func submitWithRetry(_ evaluator: InsightEvaluator) async throws {
  var evaluation = try await evaluator.requestEvaluation(context: retryContext)
  for _ in 0..<3 {
    guard case .failure = evaluation.insight.outcome else { break }
    evaluation.reportConsumption(.notUsedError)
    evaluation = try await evaluator.requestEvaluation(context: retryContext)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
