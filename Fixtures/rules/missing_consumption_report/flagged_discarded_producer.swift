import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class InferenceService {
  let evaluator = InsightEvaluator()

  func evaluate() async -> CoachingEvaluation? {
    try? await evaluator.requestEvaluation(context: inferenceContext)
  }

  // Warm-up calls drop the evaluation the producer returns.
  func warmUp() async {
    _ = await evaluate()  // expect: missing_consumption_report "discarded"
    await evaluate()  // expect: missing_consumption_report "discarded"
  }

  func warmUpInBackground() {
    Task {
      _ = try await self.evaluator.requestEvaluation(context: inferenceContext)  // expect: missing_consumption_report "discarded"
    }
  }
}
