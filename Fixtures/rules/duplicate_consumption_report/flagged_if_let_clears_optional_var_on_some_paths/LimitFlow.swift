import TrustInsights

protocol LimitsAPI {
  func raise(to amount: Int) async throws
}

// Near-miss of clean_if_let_clears_optional_var_before_defer: 'pending' is cleared only for
// large amounts, so for a small one the step reports and the 'defer' reports again.
final class LimitFlow {
  let evaluator = InsightEvaluator()
  let api: any LimitsAPI
  let step = LimitReviewStep()
  init(api: any LimitsAPI) { self.api = api }

  func raise(to amount: Int) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    var pending: CoachingEvaluation? = try await evaluator.requestEvaluation(context: context)
    defer { pending?.reportConsumption(.notUsedNotNeeded) }  // expect: duplicate_consumption_report "line 24"
    try await api.raise(to: amount)
    if let evaluation = pending {
      if amount > 10_000 { pending = nil }
      step.review(evaluation)
    }
  }
}
