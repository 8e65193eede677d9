import TrustInsights

// The neighbour of clean_if_config_case_pair_in_every_build.swift: some build compiles a clause
// without the `.unknown` case, and there `.unknown` reaches the approval after it. An `#elseif`
// chain without `#else` (a release build compiles none), a nested `#if` without `#else`, an
// `#else` that handles another value (probes-bg p05/p06/p09/p11/p28; the chain was `os(iOS)`/`os(macOS)`
// until probes-cf: `os(iOS)` now holds wherever an insight value exists).
enum Review { case hold, approved, checks }

func approveTransfer() {}
func keepExistingChecks() {}
func holdTransfer() {}

@available(iOS 27.0, *)
func reviewByPlatform(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if DEBUG
    case .unknown: return .checks
  #elseif STAGING
    case .unknown: return .checks
  #endif
  default: return .approved  // expect: unknown_treated_as_approval "'.unknown' returns '.approved'"
  }
}

@available(iOS 27.0, *)
func reviewNested(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if DEBUG
    #if targetEnvironment(simulator)
      case .unknown: return .checks
    #endif
  #else
    case .unknown: return .checks
  #endif
  default: return .approved  // expect: unknown_treated_as_approval "'.unknown' returns '.approved'"
  }
}

@available(iOS 27.0, *)
func reviewCrossed(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  #if DEBUG
    case .unknown: return .checks
  #else
    case .high: return .hold
  #endif
  #if STAGING
    case .high: return .hold
  #else
    case .unknown: return .checks
  #endif
  default: return .approved  // expect: unknown_treated_as_approval "'.unknown' returns '.approved'"
  }
}

@available(iOS 27.0, *)
func send(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  switch evaluation.insight.outcome {
  #if DEBUG
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      keepExistingChecks()
  #else
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdTransfer()
  #endif
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    approveTransfer()  // expect: unknown_treated_as_approval "'.unknown' leads to 'approveTransfer()'"
  case .failure:
    evaluation.reportConsumption(.notUsedError)
  }
}
