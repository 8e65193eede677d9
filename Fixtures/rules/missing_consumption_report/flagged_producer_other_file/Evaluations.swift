import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Evaluations {
  static let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  /// A producer: the caller inherits the obligation to report.
  static func fetch() async -> CoachingEvaluation? {
    try? await InsightEvaluator().requestEvaluation(context: context)
  }
}
