import TrustInsights

/// The TrustKit package's gate: evaluates the category its callers pass.
public struct TrustGate: Sendable {
  public init() {}

  public func evaluate(_ category: InsightEvaluator.OperationCategory) async throws
    -> InsightEvaluation<IsLikelyBeingCoachedInsight>
  {
    try await InsightEvaluator().requestEvaluation(
      context: .init(
        operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}

public enum TrustKitSmoke {
  public static func run() async {
    guard let evaluation = try? await TrustGate().evaluate(.payment) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
