import TrustInsights

// The approval is made in a helper the level is passed to: the finding is in the helper, and a
// note marks each call that hands it a level, where `.unknown` comes from.
final class PayoutScreen {
  func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    do {
      let level = try evaluation.insight.outcome.get()
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      decide(level)  // expect-note: unknown_treated_as_approval "'.unknown' reaches the approval in 'decide(_:)' here"
    } catch {
      evaluation.reportConsumption(.notUsedError)
      holdPayout()
    }
  }

  func screen(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Verdict {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return .blocked
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return verdict(for: level)  // expect-note: unknown_treated_as_approval "reaches the approval in 'verdict(for:)' here"
  }

  func decide(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .high {
      holdPayout()
    } else {  // expect-note: unknown_treated_as_approval "'.unknown' takes the 'else' of the 'if' at line 27"
      approvePayout()  // expect: unknown_treated_as_approval "'approvePayout()'"
    }
  }

  func verdict(for level: IsLikelyBeingCoachedInsight.Value) -> Verdict {
    switch level {
    case .high: return .blocked
    default: return .allowed  // expect: unknown_treated_as_approval "returns '.allowed'"
    }
  }

  func holdPayout() {}
  func approvePayout() {}
}

enum Verdict {
  case allowed
  case blocked
}
