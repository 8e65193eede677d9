import TrustInsights

/// Forgets to report the evaluation when the insight is high, and treats `.unknown` as
/// low risk.
public struct Checkout {
  let evaluator = InsightEvaluator()

  public init() {}

  public func shouldBlock() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    if case .success(.high) = evaluation.insight.outcome {
      return true
    }
    if case .success(.unknown) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedReducedFriction)
      return false
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
}
