import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func sendAll(_ messages: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: messageContext)  // expect: missing_consumption_report "reaches the end at line 18"
  guard !messages.isEmpty else {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  for message in messages {
    print(message)
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
  }
}
