import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

// A failed insight (`try?` gives nil) still came back in an evaluation and is owed a report.
func friction(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 24 on the 'nil' branch"
  switch try? evaluation.insight.outcome.get() {
  case .high?:
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .hold
  case .medium?:
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .warn
  case .unknown?:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return .none
  case nil:
    return .none
  default:
    evaluation.reportConsumption(.notUsedError)
    return .none
  }
}
