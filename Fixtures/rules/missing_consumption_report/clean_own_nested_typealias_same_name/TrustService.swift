import TrustInsights

final class TrustService {
    typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

    private let evaluator = InsightEvaluator()
    private let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

    func check() async throws -> Evaluation {
        try await evaluator.requestEvaluation(context: context)
    }
}
