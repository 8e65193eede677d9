import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

func friction(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let friction: Friction
  switch evaluation.insight.outcome {
  case .success(.high):
    friction = .hold
  case .success(.medium):
    friction = .warn
  default:
    friction = .none
  }
  evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report "'.usedIncreasedFriction'"
  return friction
}
