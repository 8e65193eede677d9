import TrustInsights

/// A dependency client in a package: public, so it declares its own initializer (the memberwise
/// one is internal), which stores the closure. A trailing closure given to that initializer is
/// kept under `evaluate`, and `client.evaluate(category)` runs it.
public struct CoachingClient: Sendable {
  public var evaluate:
    @Sendable (InsightEvaluator.OperationCategory) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight>

  public init(
    evaluate:
      @escaping @Sendable (InsightEvaluator.OperationCategory) async throws -> InsightEvaluation<
        IsLikelyBeingCoachedInsight
      >
  ) {
    self.evaluate = evaluate
  }
}

extension CoachingClient {
  public static let live = CoachingClient { category in
    try await InsightEvaluator().requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}
