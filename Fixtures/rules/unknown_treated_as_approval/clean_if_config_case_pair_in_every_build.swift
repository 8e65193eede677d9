import TrustInsights

// An `#if` with an `#else` compiles exactly one of its clauses in every build, so a `.unknown`
// case written in each of its clauses is in every build: `.unknown` never reaches the
// `default` after it (probes-bf p25, probes-bg p01/p02/p08/p17). Also with an `#elseif`
// chain that ends in `#else`, nested pairs, a parked `#if false` clause before them, and a
// tuple subject whose clauses split `.unknown` differently.
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if DEBUG
    case .unknown:
      print("debug: no coaching signal")
      return .checks
  #else
    case .unknown: return .checks
  #endif
  default: return .approved
  }
}

@available(iOS 27.0, *)
func reviewAfterParkedClause(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if false
    case .unknown: return .approved
  #elseif DEBUG
    case .unknown: return .checks
  #else
    case .unknown: return .checks
  #endif
  default: return .approved
  }
}

@available(iOS 27.0, *)
func reviewNested(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
  switch level {
  case .high: return .hold
  #if DEBUG
    #if targetEnvironment(simulator)
      case .unknown: return .checks
    #else
      case .unknown: return .checks
    #endif
  #elseif STAGING
    case .unknown, .medium: return .checks
  #else
    case .unknown: return .checks
  #endif
  default: return .approved
  }
}

@available(iOS 27.0, *)
func reviewPayee(_ level: IsLikelyBeingCoachedInsight.Value, isNewPayee: Bool) -> Review {
  switch (level, isNewPayee) {
  case (.high, _): return .hold
  #if DEBUG
    case (.unknown, _): return .checks
  #else
    case (.unknown, true): return .checks
    case (.unknown, false): return .checks
  #endif
  default: return .approved
  }
}
