import TrustInsights

enum Friction { case none, warn, hold }

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  /// Decides and reports, except that a failed insight is never reported.
  func decideFriction() -> Friction {  // expect: missing_consumption_report "reports its evaluation ('self') on some paths"
    switch insight.outcome {
    case .success(.high):
      reportConsumption(.usedIncreasedFriction)
      return .hold
    case .success(.medium):
      reportConsumption(.usedIncreasedFriction)
      return .warn
    case .success:
      reportConsumption(.usedUnchangedFriction)
      return .none
    case .failure:
      return .none
    }
  }
}

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The caller counts the call as a report: no second finding here.
func friction(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  return evaluation.decideFriction()
}
