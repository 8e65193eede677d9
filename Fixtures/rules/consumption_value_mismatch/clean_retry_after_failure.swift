// A payment app retries once when the insight fails: the retry's own success is reported as used, inside the first one's failure branch.
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
      first.reportConsumption(.notUsedError)
      let retry = try await evaluator.requestEvaluation(context: context)
      if case .success(let level) = retry.insight.outcome {
        retry.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
        return level == .high
      }
      retry.reportConsumption(.notUsedError)
      return false
    }
  }

  func needsCallbackCatching() async throws -> Bool {
    let first = try await evaluator.requestEvaluation(context: context)
    do {
      let level = try first.insight.outcome.get()
      first.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      return level == .high
    } catch {
      first.reportConsumption(.notUsedError)
      let retry = try await evaluator.requestEvaluation(context: context)
      guard let level = try? retry.insight.outcome.get() else {
        retry.reportConsumption(.notUsedError)
        return false
      }
      retry.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      return level == .high
    }
  }
}
