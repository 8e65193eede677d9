import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The iteration's `defer` reports every evaluation, so the report in the high branch is
// followed by a second one when the iteration ends.
func screen(_ ids: [String], evaluator: InsightEvaluator) async throws -> [String] {
  var held: [String] = []
  for id in ids {
    let evaluation = try await evaluator.requestEvaluation(context: messageContext)
    defer { evaluation.reportConsumption(.usedUnchangedFriction) }  // expect: duplicate_consumption_report "line 16"
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      held.append(id)
    }
  }
  return held
}
