// The old flow, which reported `.unknown` as reduced friction, is parked under `#if false` with
// the new flow under `#else`. `#if false` is never compiled: no finding on the parked code, and
// the `#else` clause is the only path (no leak past it either).
import TrustInsights

final class TopUpFlow {
  private let evaluator = InsightEvaluator()

  func topUp(cents: Int) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
#if false
    if case .success(.unknown) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedReducedFriction)
      approveTopUp()
      return
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
#else
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
#endif
  }

  func approveTopUp() {}
}
