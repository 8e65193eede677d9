import TrustInsights

/// The app's checkout gate: it evaluates its context before a payment.
final class CheckoutTrust {
  private let evaluator = InsightEvaluator()
  var context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func check() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
