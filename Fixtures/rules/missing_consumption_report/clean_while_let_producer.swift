import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// One evaluation per queued message, each reported before the next one is taken.
final class OutboxScreener {
  let evaluator = InsightEvaluator()
  var queued = 3

  func nextEvaluation() async -> CoachingEvaluation? {
    guard queued > 0 else { return nil }
    queued -= 1
    return try? await evaluator.requestEvaluation(context: messageContext)
  }

  func screenAll() async -> Int {
    var held = 0
    while let evaluation = await nextEvaluation() {
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        held += 1
        continue
      }
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    return held
  }
}
