// The neighbour of clean_if_false_parked_report.swift: the parked `#if false` code is skipped,
// but the live code after it still reports twice on the `.high` path.
import TrustInsights

final class AccountRecoveryFlow {
  private let evaluator = InsightEvaluator()

  func startRecovery() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
#if false
    evaluation.reportConsumption(.usedEvaluationOnly)
#else
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
#endif
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    return true
  }
}
