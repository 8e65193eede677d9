import TrustInsights

typealias CoachingContext = InsightEvaluator.InsightContext
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum TrustInsightsCheck {
  static func context() -> CoachingContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1),
    )
  }

  static func evaluate(_ context: CoachingContext) async -> CoachingEvaluation? {
    let evaluator = InsightEvaluator()
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return nil }
    return try? await evaluator.requestEvaluation(context: context)
  }
}
