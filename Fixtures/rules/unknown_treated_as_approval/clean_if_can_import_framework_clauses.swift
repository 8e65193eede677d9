import TrustInsights

// Wherever an insight value exists, the framework is imported: a clause under
// `#if canImport(TrustInsights)` is compiled in every build that reaches it, and one under
// `#if !canImport(TrustInsights)` (or its `#else`) in none (probes-bg p78).
enum Review { case hold, approved, checks }

func approveTransfer() {}
func keepExistingChecks() {}

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if canImport(TrustInsights)
    case .unknown: return .checks
  #endif
  default: return .approved
  }
}

@available(iOS 27.0, *)
func route(_ level: IsLikelyBeingCoachedInsight.Value) {
  if level == .unknown {
    #if !canImport(TrustInsights)
      approveTransfer()
    #else
      keepExistingChecks()
    #endif
  }
}
