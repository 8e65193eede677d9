// Predicates kept as closures (a dependency client's live value, a local helper): the name
// the closure is bound to names what its 'true' means.
import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

struct RiskClient {
  var isTrusted: (CoachingLevel) -> Bool
  var canSkipStepUp: @Sendable (CoachingLevel) -> Bool
}

extension RiskClient {
  static let live = RiskClient(
    isTrusted: { level in
      if level == .unknown { return true }  // expect: unknown_treated_as_approval "returns 'true' from 'isTrusted'"
      return false
    },
    canSkipStepUp: { _ in false }
  )

  static let preview = Self(
    isTrusted: { _ in false },
    canSkipStepUp: { level in
      switch level {
      case .medium, .high: return false
      default: return true  // expect: unknown_treated_as_approval "returns 'true' from 'canSkipStepUp'"
      }
    }
  )
}

struct TransferPolicy {
  let isTrusted: (CoachingLevel) -> Bool = { level in
    switch level {
    case .unknown: return true  // expect: unknown_treated_as_approval "returns 'true' from 'isTrusted'"
    default: return false
    }
  }

  func canSkipOneTimeCode(_ level: CoachingLevel) -> Bool {
    let isSafeToSkip = { (level: CoachingLevel) -> Bool in
      if level == .unknown { return true }  // expect: unknown_treated_as_approval "returns 'true' from 'isSafeToSkip'"
      return false
    }
    return isSafeToSkip(level)
  }
}
