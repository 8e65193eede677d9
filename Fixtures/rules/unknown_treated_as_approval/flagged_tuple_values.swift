// A `switch` expression yields a `(status, decision)` pair per outcome, destructured into two
// constants; the `.unknown` row pairs its honest status with `.approved`. A helper returns the
// same kind of pair. Each element of a tuple written in an unknown branch goes where its
// position goes: `decision` is set to `.approved`, and the helper returns `.approved`.
import TrustInsights

enum PaymentDecision { case approved, callback, standardReview }

struct ScheduledPayment {
  let evaluator = InsightEvaluator()

  func schedule() async throws -> PaymentDecision {
    let evaluation = try await evaluator.requestEvaluation(
      context: .init(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    let (status, decision): (InsightEvaluationConsumptionStatus, PaymentDecision) =
      switch evaluation.insight.outcome {
      case .success(.high): (.usedIncreasedFriction, .callback)
      case .success(.unknown): (.usedUnchangedFriction, .approved)  // expect: unknown_treated_as_approval "'decision'"
      case .success: (.usedUnchangedFriction, .standardReview)
      case .failure: (.notUsedError, .standardReview)
      }
    evaluation.reportConsumption(status)
    return decision
  }

  func plan(
    for level: IsLikelyBeingCoachedInsight.Value
  ) -> (InsightEvaluationConsumptionStatus, PaymentDecision) {
    switch level {
    case .high, .medium: return (.usedIncreasedFriction, .callback)
    default: return (.usedUnchangedFriction, .approved)  // expect: unknown_treated_as_approval "returns '.approved'"
    }
  }
}
