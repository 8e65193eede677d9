import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

actor TrustGate {
  private let evaluator = InsightEvaluator()

  func evaluate(for category: InsightEvaluator.OperationCategory) async -> CoachingEvaluation? {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return nil }
    return try? await evaluator.requestEvaluation(context: context)
  }
}
