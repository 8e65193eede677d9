import TrustInsights

// An approval value written with its type and a payload (`Decision.approved(reason: …)`)
// is an approval value like `.approved(reason: …)` and `Decision.approved`.

enum Decision {
  case approved(reason: String)
  case review(reason: String)
}

func decide(_ level: IsLikelyBeingCoachedInsight.Value) -> Decision {
  if level == .unknown {
    return Decision.approved(reason: "no signal")  // expect: unknown_treated_as_approval "returns '.approved'"
  }
  return Decision.review(reason: "signal")
}

func decideInPlace(_ level: IsLikelyBeingCoachedInsight.Value) -> Decision {
  var decision = Decision.review(reason: "default")
  switch level {
  case .high, .medium:
    decision = Decision.review(reason: "coached")
  default:
    decision = Decision.approved(reason: "quiet")  // expect: unknown_treated_as_approval "sets 'decision' to '.approved'"
  }
  return decision
}
