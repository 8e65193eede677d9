import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func screen(_ drafts: [String], evaluator: InsightEvaluator) async throws -> [String] {
  var held: [String] = []
  for draft in drafts {
    let evaluation = try await evaluator.requestEvaluation(context: messageContext)
    if draft.isEmpty {
      evaluation.reportConsumption(.notUsedNotNeeded)
      continue
    }
    if case .success(.high) = evaluation.insight.outcome {
      held.append(draft)
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  var remaining = held.count
  while remaining > 0 {
    remaining -= 1
    let evaluation = try await evaluator.requestEvaluation(context: messageContext)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
  return held
}
