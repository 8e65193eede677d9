import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum InsightFeedback {
  static func send(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

// The status is decided in a local constant's initializer and reported after the branches
// meet: each status is judged by the branch of the initializer it is written in.
func finishSwitch(_ e: CoachingEvaluation) {
  let status: InsightEvaluationConsumptionStatus =
    switch e.insight.outcome {
    case .success(.high): .usedIncreasedFriction
    case .success: .usedUnchangedFriction
    case .failure: .usedEvaluationOnly  // expect: consumption_value_mismatch "'.usedEvaluationOnly'"
    }
  e.reportConsumption(status)
}

func finishTernary(_ e: CoachingEvaluation) {
  let status: InsightEvaluationConsumptionStatus =
    (try? e.insight.outcome.get()) == nil
    ? .usedUnchangedFriction  // expect: consumption_value_mismatch "'.usedUnchangedFriction'"
    : .usedIncreasedFriction
  e.reportConsumption(status)
}

func finishIf(_ e: CoachingEvaluation) {
  let status: InsightEvaluationConsumptionStatus =
    if case .failure = e.insight.outcome {
      .usedUnchangedFriction  // expect: consumption_value_mismatch "'.usedUnchangedFriction'"
    } else {
      .usedIncreasedFriction
    }
  e.reportConsumption(status)
}

func finishThroughHelper(_ e: CoachingEvaluation) {
  let status: InsightEvaluationConsumptionStatus =
    switch e.insight.outcome {
    case .success(.high), .success(.medium): .usedIncreasedFriction
    case .success, .failure: .usedUnchangedFriction  // expect: consumption_value_mismatch "'.usedUnchangedFriction'"
    }
  InsightFeedback.send(e, status)
}
