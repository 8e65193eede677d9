// The `else` of `if case (.success(.unknown), _) = (outcome, flag)` is not taken by `.unknown`:
// the `_` surely matches, so only another outcome fails the pattern (probes-cq p186).
import TrustInsights

let tipContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class TipJar {
  let evaluator = InsightEvaluator()
  func runStandardChecks() {}
  func approveTip() {}

  func tip(isRegular: Bool) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: tipContext)
    if case (.success(.unknown), _) = (evaluation.insight.outcome, isRegular) {
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
    } else if case .success(.medium) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveTip()
    } else if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }
}
