import TrustInsights

final class CheckoutFlow {
  private let evaluator = InsightEvaluator()

  func pay() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    Audit.settle(evaluation)
  }
}
