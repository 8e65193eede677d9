import TrustInsights

// Only `.high` is handled; `.medium` and `.unknown` go on past the test and are reported as
// reduced friction: the insight cannot have eased an operation `.unknown` reaches.
enum Decision { case blocked, approved }

@available(iOS 27.0, *)
func decide(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Decision {
  guard case .success(let level) = evaluation.insight.outcome else {
    evaluation.reportConsumption(.notUsedError)
    return .blocked
  }
  if level == .high {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .blocked
  }
  evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "is reported as '.usedReducedFriction'"
  return .approved
}

@available(iOS 27.0, *)
func decideBySwitch(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Decision {
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .blocked
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    return .blocked
  default:
    break
  }
  evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "is reported as '.usedReducedFriction'"
  return .approved
}
