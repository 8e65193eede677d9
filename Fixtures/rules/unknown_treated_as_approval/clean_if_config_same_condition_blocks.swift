import TrustInsights

// Two `#if` blocks of one switch with the same condition are compiled the same way in a build
// (as two such blocks of statements are): with crossed cases, each build handles `.unknown`
// exactly once, so `.unknown` never reaches the approval after them (probes-bg gap, probes-bj
// p04/p54/p56). Also `#if DEBUG` then `#if !DEBUG`, each without `#else`.
enum Review { case hold, approved, checks }

func runStandardChecks() {}
func holdTransfer() {}
func approveTransfer() {}

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  #if DEBUG
    case .unknown:
      print("debug: no signal")
      return .checks
  #else
    case .high: return .hold
  #endif
  #if DEBUG
    case .high: return .hold
  #else
    case .unknown: return .checks
  #endif
  default: return .approved
  }
}

@available(iOS 27.0, *)
func reviewNegated(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if DEBUG
    case .unknown: return .checks
  #endif
  #if !DEBUG
    case .unknown: return .checks
  #endif
  default: return .approved
  }
}

@available(iOS 27.0, *)
func send(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  switch evaluation.insight.outcome {
  #if DEBUG
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
  #else
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdTransfer()
  #endif
  #if DEBUG
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdTransfer()
  #else
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
  #endif
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    approveTransfer()
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    runStandardChecks()
  }
}
