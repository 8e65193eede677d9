// The neighbours of clean_friction_named_by_trust_or_safety: the friction noun is the object
// of a verb (`skip`, `bypass`), or a word after it says the check passed, or the modifier
// describes the device, not a warning: `true` approves in the unknown branch.
import TrustInsights

@MainActor
final class PayeeScreenModel {
  var shouldSkipReview = false
  var trustCheckPassed = false
  var bypassWarning = false
  var isTrustedDevice = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .high, .medium:
      shouldSkipReview = false
    case .unknown:
      shouldSkipReview = true  // expect: unknown_treated_as_approval "sets 'shouldSkipReview' to 'true'"
      trustCheckPassed = true  // expect: unknown_treated_as_approval "sets 'trustCheckPassed' to 'true'"
      bypassWarning = true  // expect: unknown_treated_as_approval "sets 'bypassWarning' to 'true'"
    @unknown default:
      isTrustedDevice = true  // expect: unknown_treated_as_approval "sets 'isTrustedDevice' to 'true'"
    }
  }

  func isSafeToTransferWithoutReview(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    level == .unknown ? true : false  // expect: unknown_treated_as_approval "from 'isSafeToTransferWithoutReview'"
  }

  func isSafeCheckPassed(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    guard level != .unknown else { return true }  // expect: unknown_treated_as_approval "from 'isSafeCheckPassed'"
    return level != .high
  }
}

// `message` is not an intervention noun: `isTrustedMessage` asks whether the message is
// trusted, and `true` for an unknown level approves it (the neighbour of `shouldShowSafetyTips`).
struct ChatLinkPolicy {
  func isTrustedMessage(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    if level == .unknown { return true }  // expect: unknown_treated_as_approval "from 'isTrustedMessage'"
    return level != .high
  }
}

// A lacking-signal word that is not the name's last word, or `unknown`, does not excuse it
// (the neighbours of `trustSignalUnavailable`, probes-ao p123).
final class PayeeTrustModel {
  var trustUnknownPayees = false
  var trustMissingSignalPayees = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      trustUnknownPayees = true  // expect: unknown_treated_as_approval "sets 'trustUnknownPayees' to 'true'"
      trustMissingSignalPayees = true  // expect: unknown_treated_as_approval
    }
  }
}
