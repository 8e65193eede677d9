import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func sendBulk(_ groups: [[String]], evaluator: InsightEvaluator) async throws -> Int {
  var sent = 0
  groups: for group in groups {
    let evaluation = try await evaluator.requestEvaluation(context: messageContext)
    for message in group {
      if message.isEmpty {
        evaluation.reportConsumption(.notUsedNotNeeded)
        continue groups
      }
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        break groups
      }
      sent += 1
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
  return sent
}
