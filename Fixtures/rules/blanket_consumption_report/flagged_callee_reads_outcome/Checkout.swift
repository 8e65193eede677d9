import TrustInsights

struct Checkout {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func review() async throws -> Friction {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let friction = Policy.friction(for: evaluation)  // expect-note: blanket_consumption_report "'friction' reads the outcome here"
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
    return friction
  }
}
