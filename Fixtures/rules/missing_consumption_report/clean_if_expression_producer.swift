import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let exportContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The body is one `if` expression: its branches are returned, so the evaluation moves to
// the caller, which reports it.
final class ArchiveExporter {
  let evaluator = InsightEvaluator()

  func evaluationIfLarge(_ bytes: Int) async -> CoachingEvaluation? {
    if bytes > 50_000_000 {
      try? await evaluator.requestEvaluation(context: exportContext)
    } else {
      nil
    }
  }

  func export(bytes: Int) async -> Bool {
    guard let evaluation = await evaluationIfLarge(bytes) else { return true }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  }
}
