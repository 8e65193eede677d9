import TrustInsights

/// The type reads its own async evaluation property (a bare name) and leaves on a throw.
final class Checkout {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  var paymentEvaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>? {
    get async {
      try? await evaluator.requestEvaluation(context: context)
    }
  }

  func pay(amount: Int) async throws {
    guard let evaluation = await paymentEvaluation else { return }  // expect: missing_consumption_report "can throw at line 18"
    try await submit(amount)
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  func submit(_ amount: Int) async throws {}
}
