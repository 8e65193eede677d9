import TrustInsights

typealias AssistantEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class TrustClient {
    private let evaluator = InsightEvaluator()
    private let recoveryContext = InsightEvaluator.InsightContext(
        operationCategory: .account,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

    /// An async computed property is a producer like a function: it returns the evaluation.
    var recoveryEvaluation: AssistantEvaluation {
        get async throws {
            try await evaluator.requestEvaluation(context: recoveryContext)
        }
    }
}
