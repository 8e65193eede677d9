import TrustInsights

@available(iOS 27.0, *)
struct CoachingRiskEvaluator {
  private let evaluator = InsightEvaluator()

  func isAvailable(for operation: SensitiveOperation) async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: operation.trustCategory,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    )
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }
}
