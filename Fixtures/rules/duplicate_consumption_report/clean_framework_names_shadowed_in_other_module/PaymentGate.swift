import TrustInsights

// The gate reports through its own extension of the framework's evaluation, once on every
// path. The vendored module's `settle(held:)` (same name, its own type) must not be taken for
// this extension's method, nor its `reportConsumption` for the framework's.
extension InsightEvaluation {
  func settle(held: Bool) {
    reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}

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
    }
    evaluation.settle(held: held)
    return !held
  }
}
