// In `extension Optional where Wrapped == IsLikelyBeingCoachedInsight.Value`, `self` is an
// optional level (as a `Value?` variable is): its `.unknown?` case is an unknown branch, its
// `.none` case is not (probes-em p79). An extension of an optional app grade says nothing.
import TrustInsights

enum CreditGrade { case unknown, prime }

extension Optional where Wrapped == IsLikelyBeingCoachedInsight.Value {
  var isSafeToSkipOTP: Bool {
    switch self {
    case .unknown?: return true  // expect: unknown_treated_as_approval "true"
    case .none: return false
    default: return false
    }
  }

  var isTrustedWhenMissing: Bool {
    if self == nil { return true }
    return false
  }
}

extension Optional where Wrapped == CreditGrade {
  var isSafeGrade: Bool {
    if self == .unknown { return true }
    return false
  }
}
