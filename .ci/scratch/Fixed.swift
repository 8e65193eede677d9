import TrustInsights

/// Reports the evaluation once on every path; `.unknown` keeps the usual friction.
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
      evaluation.reportConsumption(.usedIncreasedFriction)
      return true
    }
    if case .success(.unknown) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return false
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
}
