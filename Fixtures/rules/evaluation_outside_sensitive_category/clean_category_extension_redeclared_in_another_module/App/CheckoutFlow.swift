import TrustInsights

final class CheckoutFlow {
  func pay() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .checkout, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
