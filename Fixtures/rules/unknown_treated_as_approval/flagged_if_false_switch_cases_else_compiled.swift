import TrustInsights

// Only the `#if false` clause is parked: the `#else` cases are compiled in every build and
// checked as any case is.
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  case .medium: return .checks
  #if false
    case .unknown: return .checks
  #else
    case .unknown: return .approved  // expect: unknown_treated_as_approval "returns '.approved'"
  #endif
  }
}
