import TrustInsights

// Every build that has an insight value is `os(iOS)` (iOS, iPadOS, Mac Catalyst): a
// `case .unknown` under `#if os(iOS)` without `#else` takes `.unknown` in every such build, so
// the `default` after it is not reached by `.unknown` (probes-cf).
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if os(iOS)
    case .unknown: return .checks
  #endif
  default: return .approved
  }
}
