import TrustInsights

protocol LimitsAPI {
  func raise(to amount: Int) async throws
}

// The 'defer' reports what is still pending when the flow is abandoned (the API throws).
// 'if let evaluation = pending' clears the variable before handing the evaluation to the
// step, and where it does not bind 'pending' is nil: the deferred 'pending?.' reports
// nothing after the step's report.
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
    defer { pending?.reportConsumption(.notUsedNotNeeded) }
    try await api.raise(to: amount)
    if let evaluation = pending {
      pending = nil
      step.review(evaluation)
    }
  }
}
