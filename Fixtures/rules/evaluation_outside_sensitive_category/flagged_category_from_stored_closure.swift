import TrustInsights

// A category computed by a closure kept in a property (`let categoryFor: (Bool) -> … = { … }`)
// is what the closure returns when the property is called.

struct RewardsGate {
  let categoryFor: (Bool) -> InsightEvaluator.OperationCategory = { isTransfer in
    isTransfer ? .payment : .other  // expect: evaluation_outside_sensitive_category
  }

  func run(isTransfer: Bool) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: categoryFor(isTransfer),
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
