import TrustInsights

// A retry loop that asks again while the insight failed, without reporting the failed one:
// the first evaluation is overwritten in the loop, and so is each evaluation the loop itself
// produced (the next iteration overwrites it, or its `try` throws while it is unreported).

let retryContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func submitWithRetry(_ evaluator: InsightEvaluator) async throws {
  var evaluation = try await evaluator.requestEvaluation(context: retryContext)  // expect: missing_consumption_report "it is overwritten at line 15"
  while case .failure = evaluation.insight.outcome {
    evaluation = try await evaluator.requestEvaluation(context: retryContext)  // expect: missing_consumption_report "it is overwritten at line 15; 'try await evaluator.requestEvaluation(context: retryContext)' can throw at line 15"
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
