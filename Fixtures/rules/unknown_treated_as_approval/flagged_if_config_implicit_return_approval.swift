// An implicit result written as `#if` clauses of one expression each (a whole body, or the
// last statement of an `if`/`switch` branch) is that branch's value in each build: `.approved`
// there is returned on `.unknown` as much as a bare `.approved` would be.
import TrustInsights

enum Decision { case approved, review }

func decideInSwitch(_ value: IsLikelyBeingCoachedInsight.Value) -> Decision {
  switch value {
  case .high: .review
  default:
    #if DEBUG
    .approved  // expect: unknown_treated_as_approval
    #else
    .review
    #endif
  }
}

func decideInIf(_ value: IsLikelyBeingCoachedInsight.Value) -> Decision {
  if value == .high {
    .review
  } else {
    #if os(iOS)
    .approved  // expect: unknown_treated_as_approval
    #else
    .review
    #endif
  }
}

func decideWhole(_ value: IsLikelyBeingCoachedInsight.Value) -> Decision {
  #if targetEnvironment(simulator)
  value == .high ? .review : .approved  // expect: unknown_treated_as_approval
  #else
  value == .unknown || value == .high ? .review : .approved
  #endif
}

func decideCleanly(_ value: IsLikelyBeingCoachedInsight.Value) -> Decision {
  if value == .high {
    .review
  } else {
    #if DEBUG
    .review
    #else
    .review
    #endif
  }
}
