import TrustInsights

// An initializer declared in an extension of `InsightContext` makes the context its body
// delegates to (`self.init(operationCategory: category, …)`, `self = …`): the category is the
// call's argument, whether the call is written `.init(coachingFor: .other)` where a context is
// expected, `InsightEvaluator.InsightContext(coachingFor: .other)` or through an alias.
extension InsightEvaluator.InsightContext {
  init(coachingFor category: InsightEvaluator.OperationCategory) {
    self.init(
      operationCategory: category,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  }

  init(support: Bool) {
    self = .init(coachingFor: support ? .communication : .other)  // expect: evaluation_outside_sensitive_category
  }
}

typealias TrustContext = InsightEvaluator.InsightContext

final class ReferralModel {
  let evaluator = InsightEvaluator()

  func invite() async throws {
    let evaluation = try await evaluator.requestEvaluation(
      context: .init(coachingFor: .other))  // expect: evaluation_outside_sensitive_category
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func payInvitee() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: .init(coachingFor: .payment))
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func rewards() async throws {
    let context = TrustContext(coachingFor: .other)  // expect: evaluation_outside_sensitive_category
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func callSupport() async throws {
    let context: InsightEvaluator.InsightContext = .init(support: true)
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
