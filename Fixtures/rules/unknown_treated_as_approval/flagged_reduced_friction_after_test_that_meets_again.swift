import TrustInsights

// `.high` leaves; a second test on the level (`if level == .medium { … }`, or a `switch` whose
// cases all go on) lets `.medium` and `.unknown` meet again as they came: the code past it is
// still what the first test let through, and `.unknown` is reported as reduced friction there.
// (probes-bf p50: missed before)
enum Decision { case blocked, approved, review }

final class Checkout {
  var showsBanner = false

  @available(iOS 27.0, *)
  func pay(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Decision {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return .review
    }
    if level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .blocked
    }
    if level == .medium {
      showsBanner = true
    }
    evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "is reported as '.usedReducedFriction'"
    return .approved
  }

  @available(iOS 27.0, *)
  func payAfterSwitch(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Decision {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return .review
    }
    if level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .blocked
    }
    switch level {
    case .medium: showsBanner = true
    default: showsBanner = false
    }
    evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "is reported as '.usedReducedFriction'"
    return .approved
  }
}
