import TrustInsights

/// Checkout that forgets to report the evaluation when the insight is high.
@available(iOS 27.0, *)
struct LeakyCheckout {
  let evaluator = InsightEvaluator()

  func shouldBlock() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    if case .success(.high) = evaluation.insight.outcome {
      return true
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return false
  }
}
