import TrustInsights

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class ImageJob {
  let evaluator = InsightEvaluator()

  // Warms up the service; the evaluation itself is thrown away.
  func prewarm() async throws {
    _ = try await evaluator.requestEvaluation(context: inferenceContext)  // expect: missing_consumption_report "discarded"
  }

  func prewarmAgain() async {
    try? await evaluator.requestEvaluation(context: inferenceContext)  // expect: missing_consumption_report
  }
}

func warmUp(evaluator: InsightEvaluator) async throws {
  let _ = try await evaluator.requestEvaluation(context: inferenceContext)  // expect: missing_consumption_report "discarded"
}
