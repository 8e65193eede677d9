import TrustInsights

// Cases parked in `#if false` (or in a clause only an older compiler reads) inside a switch are
// never compiled: their approval is no finding, and the `#else` cases are in every build, so
// `.unknown` never reaches the `default` below them.
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  case .medium: return .checks
  #if false
    case .unknown: return .approved
  #else
    case .unknown: return .checks
  #endif
  }
}

@available(iOS 27.0, *)
func reviewAfterParkedClauses(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if compiler(<5.9)
    case .unknown: return .approved ] } stray syntax of another era
  #elseif false
    case .unknown: return .approved
  #else
    case .unknown: return .checks
  #endif
  default: return .approved
  }
}
