// Closures whose name does not make 'true' an approval, or that return 'true' only where
// there is evidence: nothing is approved on '.unknown'.
import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

struct RiskClient {
  var requiresReview: (CoachingLevel) -> Bool
  var isTrusted: (CoachingLevel) -> Bool
}

extension RiskClient {
  static let live = RiskClient(
    requiresReview: { level in
      if level == .unknown { return true }
      return level != .high
    },
    isTrusted: { level in level == .unknown ? false : false }
  )
}

struct TransferPolicy {
  let requiresStepUp: (CoachingLevel) -> Bool = { level in
    switch level {
    case .unknown: return true
    default: return true
    }
  }

  let isTrusted: (CoachingLevel) -> Bool = { level in
    switch level {
    case .unknown: return false
    default: return false
    }
  }

  func holdsTransfer(_ level: CoachingLevel) -> Bool {
    let isSafeToSkip = { (level: CoachingLevel) -> Bool in
      if level == .high { return false }
      return level == .medium
    }
    let needsReview = { (level: CoachingLevel) -> Bool in
      if level == .unknown { return true }
      return false
    }
    return !isSafeToSkip(level) || needsReview(level)
  }
}
