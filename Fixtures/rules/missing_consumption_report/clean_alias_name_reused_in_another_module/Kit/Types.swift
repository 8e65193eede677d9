import TrustInsights

typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class Gate {
  func check() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation: Evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
