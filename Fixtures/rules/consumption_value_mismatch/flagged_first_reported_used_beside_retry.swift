// A retry on failure, but the failed first evaluation is the one reported as used.
import TrustInsights

@available(iOS 27.0, *)
final class PaymentRiskGate {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func needsCallback() async throws -> Bool {
    let first = try await evaluator.requestEvaluation(context: context)
    switch first.insight.outcome {
    case .success(let level):
      first.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      return level == .high
    case .failure:
      first.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
      let retry = try await evaluator.requestEvaluation(context: context)
      if case .success(let level) = retry.insight.outcome {
        retry.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
        return level == .high
      }
      retry.reportConsumption(.notUsedError)
      return false
    }
  }
}
