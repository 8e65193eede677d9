import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

// A level this build does not know stops the app: nothing is owed on that path.
func friction(evaluator: InsightEvaluator) async -> Friction {
  guard let evaluation = try? await evaluator.requestEvaluation(context: transferContext) else { return .none }
  switch try? evaluation.insight.outcome.get() {
  case .some(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .hold
  case .some(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .warn
  case .some(.unknown):
    evaluation.reportConsumption(.usedUnchangedFriction)
    return .none
  case .none:
    evaluation.reportConsumption(.notUsedError)
    return .none
  default:
    fatalError("A new coaching level needs a product decision")
  }
}
