import TrustInsights

// The clause of `#if swift(>=5.9)` / `#if compiler(>=6)` is compiled by every Swift 6 compiler:
// its cases and statements are checked as any are, and the `#else` after it is the one parked.
// `#if swift(>=6.0)` does not hold in the Swift 5 language mode: still an alternative.
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  case .medium: return .checks
  #if compiler(>=6)
    case .unknown: return .approved  // expect: unknown_treated_as_approval "returns '.approved'"
  #else
    case .unknown: return .checks
  #endif
  @unknown default: return .hold
  }
}

@available(iOS 27.0, *)
func reviewInBranch(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .unknown:
    #if swift(>=5.9)
      return .approved  // expect: unknown_treated_as_approval "returns '.approved'"
    #else
      return .checks
    #endif
  default: return .hold
  }
}

@available(iOS 27.0, *)
func reviewInLanguageMode(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if swift(>=6.0)
    case .unknown: return .checks
  #endif
  default: return .approved  // expect: unknown_treated_as_approval "returns '.approved'"
  }
}
