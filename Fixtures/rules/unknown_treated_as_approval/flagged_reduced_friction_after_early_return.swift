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

// `.medium` and `.unknown` told apart and met again: `.high` still left, so `.unknown` still
// reaches the report (the same with an `else if` chain or separate cases of a `switch`).
@available(iOS 27.0, *)
func decideByChain(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, level: IsLikelyBeingCoachedInsight.Value) -> Decision {
  if level == .high {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .blocked
  } else if level == .medium {
    showBanner()
  }
  evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "is reported as '.usedReducedFriction'"
  return .approved
}

@available(iOS 27.0, *)
func decideByCases(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, level: IsLikelyBeingCoachedInsight.Value) -> Decision {
  switch level {
  case .high:
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .blocked
  case .medium: showBanner()
  case .unknown: break
  }
  evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "is reported as '.usedReducedFriction'"
  return .approved
}

func showBanner() {}
