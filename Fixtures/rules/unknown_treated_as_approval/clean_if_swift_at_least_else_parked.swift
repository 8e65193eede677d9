import TrustInsights

// `#if swift(>=5.9)`, `#if compiler(>=6)` and `#if true` hold for every Swift 6 compiler: the
// clauses after them are read only by an older compiler (or never), as `#if swift(<5.9)` is. Their
// approval is no finding, and the cases of the clause that holds are in every build, so
// `.unknown` never reaches the `default` below them. (probes-bf p20, p21, p30)
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  case .medium: return .checks
  #if swift(>=5.9)
    case .unknown: return .checks
  #else
    case .unknown: return .approved
  #endif
  @unknown default: return .hold
  }
}

@available(iOS 27.0, *)
func reviewWithDefault(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if compiler(>=6.0)
    case .unknown: return .checks
  #elseif DEBUG
    case .unknown: return .approved
  #endif
  default: return .approved
  }
}

@available(iOS 27.0, *)
func reviewInBranch(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .unknown:
    #if true
      return .checks
    #else
      return .approved
    #endif
  default: return .hold
  }
}
