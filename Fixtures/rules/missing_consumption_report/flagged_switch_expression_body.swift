import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

func hold(_ evaluation: CoachingEvaluation) -> Friction {
  evaluation.reportConsumption(.usedIncreasedFriction)
  return .hold
}

func keep(_ evaluation: CoachingEvaluation) -> Friction {
  evaluation.reportConsumption(.usedUnchangedFriction)
  return .none
}

// A `switch` expression as the whole body: each branch is returned; the failure branch
// reports nothing.
func friction(for evaluation: CoachingEvaluation) -> Friction {  // expect: missing_consumption_report "returns at line 28 on the '.failure' branch"
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): hold(evaluation)
  case .success: keep(evaluation)
  case .failure: .none
  }
}

func review(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  return friction(for: evaluation)
}
