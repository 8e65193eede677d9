import TrustInsights

// The payment gate reports a high insight in its branch and then once more after it.
struct PaymentGate {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func mayPay(amount: Decimal) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    var held = false
    if case .success(.high) = evaluation.insight.outcome {
      held = true
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
    evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)  // expect: duplicate_consumption_report "line 16"
    return !held
  }
}
