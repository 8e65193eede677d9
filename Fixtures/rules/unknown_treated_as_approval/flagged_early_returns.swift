import TrustInsights

enum Friction {
  case none
  case warn
  case hold
  case allowed
}

func friction(for level: IsLikelyBeingCoachedInsight.Value) -> Friction {
  if level == .high {
    return .hold
  }
  if level == .medium {
    return .warn
  }
  // Only `.unknown` (or a value the SDK does not know) gets here.
  return .allowed  // expect: unknown_treated_as_approval
}

func optionalFriction(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Friction {
  switch try? evaluation.insight.outcome.get() {
  case .some(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .hold
  case .none:
    evaluation.reportConsumption(.notUsedError)
    return .none
  default:
    evaluation.reportConsumption(.usedUnchangedFriction)
    grantAccess()  // expect: unknown_treated_as_approval
    return .none
  }
}

func send(_ level: IsLikelyBeingCoachedInsight.Value) {
  switch level {
  case .high:
    holdTransfer()
    return
  case .medium:
    showWarning()
    return
  default:
    break
  }
  // Only `.unknown` (and values the SDK does not know) continue here.
  executeTransfer()  // expect: unknown_treated_as_approval
}

func grantAccess() {}
func holdTransfer() {}
func showWarning() {}
func executeTransfer() {}
