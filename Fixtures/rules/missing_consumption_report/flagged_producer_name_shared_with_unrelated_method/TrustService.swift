import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class TrustService {
    private let evaluator = InsightEvaluator()

    func evaluate(_ context: InsightEvaluator.InsightContext) async throws -> CoachingEvaluation {
        try await evaluator.requestEvaluation(context: context)
    }
}
