import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

// `.success(.unknown)` matches none of the branches and reaches the final return unreported.
func friction(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 24 when the 'if' at line 20 is false"
  let outcome = evaluation.insight.outcome
  if case .success(.high) = outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .hold
  } else if case .success(.medium) = outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .warn
  } else if case .failure = outcome {
    evaluation.reportConsumption(.notUsedError)
    return .none
  }
  return .none
}
