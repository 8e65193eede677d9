// A name that turns a shortcut off may say for how long or for what after the state
// (`isSkipDisabledForThisPayment`, `bypassOffUntilReviewed`, `allowInstantSendLockedWhileOnCall`):
// `true` in the unknown branch still adds friction (probes-eo p56). A state that describes the
// object of the verb is no qualifier (`skipHiddenChecks` skips checks), nor is a state after a
// condition (`shouldSkipWhenHidden`): see flagged_shortcut_hidden_or_disabled.swift.
import TrustInsights

@MainActor
final class PaymentReviewModel {
  var isSkipDisabledForThisPayment = false
  var bypassOffUntilReviewed = false
  var allowInstantSendLockedWhileOnCall = false
  var skipHiddenChecks = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      isSkipDisabledForThisPayment = true
      bypassOffUntilReviewed = true
      allowInstantSendLockedWhileOnCall = true
    case .medium, .high:
      skipHiddenChecks = false
    @unknown default:
      break
    }
  }
}
