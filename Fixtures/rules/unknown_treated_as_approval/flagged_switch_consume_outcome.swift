import TrustInsights

// `switch consume outcome` tests the outcome the binding held (probes-bs p44).

struct LimitIncrease {
  let evaluator = InsightEvaluator()

  func approveLimitIncrease() {}
  func requestDocuments() {}

  func raiseLimit() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let outcome = evaluation.insight.outcome
    switch consume outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      requestDocuments()
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveLimitIncrease() // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      requestDocuments()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      requestDocuments()
    }
  }
}
