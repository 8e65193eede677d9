import TrustInsights

enum Friction {
  case none, warn, hold

  var consumption: InsightEvaluationConsumptionStatus {
    self == .none ? .usedUnchangedFriction : .usedIncreasedFriction
  }
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  /// Reports what the app did: a consuming helper on `self`.
  func report(_ friction: Friction) {
    reportConsumption(friction.consumption)
  }

  var suggestedFriction: Friction {
    switch insight.outcome {
    case .success(.high): return .hold
    case .success(.medium): return .warn
    default: return .none
    }
  }
}

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func friction(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  let friction = evaluation.suggestedFriction
  evaluation.report(friction)
  return friction
}
