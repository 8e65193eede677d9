import TrustInsights

// An `if` or `switch` expression nested in a branch of another gives the value in turn: the
// inner branch that `.unknown` reaches decides what is assigned or returned.

enum TransferDecision { case approved, block, review }

func decide(_ level: IsLikelyBeingCoachedInsight.Value, isNewPayee: Bool) -> TransferDecision {
  let decision: TransferDecision =
    switch isNewPayee {
    case true:
      if level == .high { .block } else { .approved }  // expect: unknown_treated_as_approval "approved"
    case false:
      .review
    }
  return decision
}

func decideReturning(_ level: IsLikelyBeingCoachedInsight.Value, amount: Int) -> TransferDecision {
  return if amount > 1_000 {
    switch level {
    case .high, .medium: .block
    case .unknown: .approved  // expect: unknown_treated_as_approval "approved"
    @unknown default: .review
    }
  } else {
    .review
  }
}

func decideKeepingChecks(_ level: IsLikelyBeingCoachedInsight.Value, isNewPayee: Bool) -> TransferDecision {
  let decision: TransferDecision =
    switch isNewPayee {
    case true:
      if level == .high { .block } else { .review }
    case false:
      .review
    }
  return decision
}
