import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

func friction(evaluator: InsightEvaluator, userCancelled: Bool) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  if userCancelled {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return .none
  }
  do {
    switch try evaluation.insight.outcome.get() {
    case .high:
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .hold
    case .medium:
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .warn
    case .unknown:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .none
    @unknown default:
      evaluation.reportConsumption(.notUsedError)
      return .none
    }
  } catch {
    evaluation.reportConsumption(.notUsedError)
    return .none
  }
}
