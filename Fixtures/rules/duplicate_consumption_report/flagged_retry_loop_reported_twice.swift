import TrustInsights

// A `var` given a new evaluation in a retry loop holds the first one or a later one; a second
// report of whichever it holds is a duplicate on every path.

let retryContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func submitWithRetry(_ evaluator: InsightEvaluator) async throws {
  var evaluation = try await evaluator.requestEvaluation(context: retryContext)
  while case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.notUsedError)
    evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
    evaluation = try await evaluator.requestEvaluation(context: retryContext)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func submitWithBoundedRetry(_ evaluator: InsightEvaluator) async throws {
  var evaluation = try await evaluator.requestEvaluation(context: retryContext)
  for _ in 0..<3 {
    guard case .failure = evaluation.insight.outcome else { break }
    evaluation.reportConsumption(.notUsedError)
    evaluation = try await evaluator.requestEvaluation(context: retryContext)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
}
