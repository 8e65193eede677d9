import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn }

// Reports only when the insight came back: a failed insight leaks. The helper is at fault,
// not its caller.
func friction(for evaluation: CoachingEvaluation) -> Friction {  // expect: missing_consumption_report "on the '.failure' branch"
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .warn
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return .none
  case .failure:
    return .none
  }
}

func review(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  return friction(for: evaluation)
}
