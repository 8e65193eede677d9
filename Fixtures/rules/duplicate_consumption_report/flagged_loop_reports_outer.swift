import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The `guard` rules out an empty `messages`, so the loop makes at least one pass and no path
// reaches the end unreported (no missing_consumption_report); its second pass reports again.
func sendAll(_ messages: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: messageContext)
  guard !messages.isEmpty else {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  for message in messages {
    print(message)
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
  }
}
