import TrustInsights

/// TrustKit's gate: evaluates the category its callers pass. Only modules that import TrustKit
/// can call it; the card feature below imports LegacyRisk's gate of the same name instead, so
/// its `.cardReplacement` and `.addressChange` (LegacyRisk's actions) never reach this parameter.
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
