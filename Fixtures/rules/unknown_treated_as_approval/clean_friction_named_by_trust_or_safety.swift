// Predicates named after the friction they add: "trust", "safe" or "legit" followed by a
// friction noun (`shouldShowTrustWarning`, `needsSafetySheet`, `requiresTrustReview`) says
// what `true` adds, not that the person is trusted. Returning or setting `true` for an
// unknown level adds friction; RULES.md's "name contains trust" is read as a careful reviewer
// would: the word must be what the name asserts, not a modifier of the warning it shows.
import TrustInsights

struct TrustWarningPolicy {
  let largeAmount: Decimal = 10_000

  func shouldShowTrustWarning(level: IsLikelyBeingCoachedInsight.Value, amount: Decimal) -> Bool {
    switch level {
    case .high, .medium:
      return true
    case .unknown:
      return amount >= largeAmount
    @unknown default:
      return true
    }
  }

  func needsSafetySheet(level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    if level == .high { return true }
    if level == .unknown { return true }
    return false
  }
}

@MainActor
final class PayeeScreenModel {
  var isTrustWarningVisible = false
  var requiresTrustReview = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .high:
      isTrustWarningVisible = true
      requiresTrustReview = true
    case .unknown, .medium:
      requiresTrustReview = true
    @unknown default:
      isTrustWarningVisible = true
    }
  }
}

// Anti-scam UX: for no evidence, the app still suggests calling someone the person trusts.
@MainActor
final class SendMoneyScreenModel {
  var showTrustedContactsSheet = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value, amount: Decimal) {
    if level == .high || (level == .unknown && amount > 5_000) {
      showTrustedContactsSheet = true
    }
  }
}

// Safety education is friction too: `true` for an unknown level shows the tips or the
// reminder (a probe of a bank's transfer screen, reduced).
struct SafetyEducationPolicy {
  func shouldShowSafetyTips(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    if level == .unknown { return true }
    return level == .medium
  }

  func needsSafetyReminder(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    switch level {
    case .high, .medium, .unknown: return true
    @unknown default: return true
    }
  }
}

// A name that ends by saying the signal is lacking records no evidence, not trust
// (probes-ao p123): `true` for an unknown level is the honest answer.
final class ClaimReviewModel {
  var trustSignalUnavailable = false
  var safetyCheckFailed = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    switch level {
    case .high, .medium:
      return false
    case .unknown:
      trustSignalUnavailable = true
      safetyCheckFailed = true
      return false
    @unknown default:
      trustSignalUnavailable = true
      return false
    }
  }

  func isTrustDataMissing(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    if level == .unknown { return true }
    return false
  }
}
