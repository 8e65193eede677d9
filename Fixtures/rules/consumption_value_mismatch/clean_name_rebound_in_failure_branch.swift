import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Inside `case .failure` of `evaluation.insight.outcome` the name is bound again: to a retry's
// evaluation (`evaluation = try await …`) or to a prefetched one (`if let evaluation = …`).
// The report that follows is of that other evaluation, whose own insight never failed here:
// a `used…` status is its business, not a mismatch (probes-dc e14, e19).
final class PaymentRisk {
  let evaluator = InsightEvaluator()

  func prefetched() async -> CoachingEvaluation? {
    try? await evaluator.requestEvaluation(context: paymentContext)
  }

  func retryOnFailure() async throws -> Bool {
    var evaluation = try await evaluator.requestEvaluation(context: paymentContext)
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      evaluation = try await evaluator.requestEvaluation(context: paymentContext)
      evaluation.reportConsumption(.usedEvaluationOnly)
      return true
    }
  }

  func fallBackToPrefetched() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
    switch evaluation.insight.outcome {
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      if let evaluation = await prefetched() {
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
      return true
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    }
  }
}
