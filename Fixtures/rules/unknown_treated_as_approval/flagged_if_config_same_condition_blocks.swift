import TrustInsights

// The neighbour of clean_if_config_same_condition_blocks.swift: blocks of the same condition
// are compiled together, so a build that compiles neither `.unknown` case exists (probes-bj
// p05/p55): a release build lacks both `#if DEBUG` blocks, and a crossed pair whose `#else`
// clauses both miss `.unknown`.
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if DEBUG
    case .unknown: return .checks
  #endif
  #if DEBUG
    case .medium: return .checks
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
  #if DEBUG
    case .high: return .hold
  #else
    case .medium: return .checks
  #endif
  default: return .approved  // expect: unknown_treated_as_approval "'.unknown' returns '.approved'"
  }
}
