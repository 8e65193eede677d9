// Old reporting code parked under `#if false` after the live report. `#if false` is never
// compiled, so its report is no second report on any path (RULES.md's `#if` alternatives are
// build configurations; a literal `false` clause is none).
import TrustInsights

final class AccountRecoveryFlow {
  private let evaluator = InsightEvaluator()

  func startRecovery() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let risky: Bool
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      risky = true
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      risky = false
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      risky = false
    }
#if false
    evaluation.reportConsumption(.usedEvaluationOnly)
#elseif false
    evaluation.reportConsumption(.usedUnchangedFriction)
#endif
    return !risky
  }
}
