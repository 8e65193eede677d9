import TrustInsights

// The neighbour of clean_unknown_case_under_os_ios.swift: a `case .unknown` written only for
// macOS is never compiled where an insight value exists, so `.unknown` reaches the `default`.
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if os(macOS)
    case .unknown: return .checks
  #endif
  default: return .approved  // expect: unknown_treated_as_approval "'.unknown' returns '.approved'"
  }
}
