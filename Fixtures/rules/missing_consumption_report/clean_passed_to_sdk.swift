import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// A risk SDK outside the project receives the evaluation: it is that SDK's business.
// Reading the insight for logging is not handing the evaluation over.
func review(evaluator: InsightEvaluator, sdk: RiskEngine, logger: AuditLogger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  logger.log(insightID: evaluation.insight.insightID)
  sdk.attach(evaluation)
}
