import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum TransferError: Error { case insightUnavailable }

// The `catch` turns the insight's failure into the app's own error and forgets the report.
func coachingLevel(evaluator: InsightEvaluator) async throws -> IsLikelyBeingCoachedInsight.Value {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "the 'catch' at line 16 throws without a report"
  let level: IsLikelyBeingCoachedInsight.Value
  do {
    level = try evaluation.insight.outcome.get()
  } catch {
    throw TransferError.insightUnavailable
  }
  evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  return level
}
