// The nearest correct code to flagged_tuple_values.swift: the `.unknown` row pairs its status
// with the standard review, and only a known level is approved. A whole tuple passed on or
// bound to one name is not split, and a tuple pattern bound from a value that is not written
// out (`let (s, d) = pair`) has no elements to read.
import TrustInsights

enum PaymentDecision { case approved, callback, standardReview }

struct ScheduledPayment {
  let evaluator = InsightEvaluator()

  func log(_ pair: (String, PaymentDecision)) {}

  func schedule(amount: Decimal) async throws -> PaymentDecision {
    let evaluation = try await evaluator.requestEvaluation(
      context: .init(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    let (status, decision): (InsightEvaluationConsumptionStatus, PaymentDecision) =
      switch evaluation.insight.outcome {
      case .success(.high): (.usedIncreasedFriction, .callback)
      case .success(.medium): (.usedIncreasedFriction, amount < 20 ? .approved : .callback)
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
    case .high: return (.usedIncreasedFriction, .callback)
    case .medium: return (.usedIncreasedFriction, .approved)
    default:
      let pair = (InsightEvaluationConsumptionStatus.usedUnchangedFriction, PaymentDecision.standardReview)
      log(("unknown", .approved))
      let (s, d) = pair
      return (s, d)
    }
  }
}
