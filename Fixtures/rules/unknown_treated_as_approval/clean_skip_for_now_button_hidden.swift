// "Skip for now" is the label of the shortcut a name turns off (`isSkipForNowButtonHidden`,
// `skipForNowLinkRemoved`): `for now` names the button and is no purpose, so `true` in the
// unknown branch hides the shortcut, more friction (probes-eo p36). A condition still skips
// (`shouldSkipWhenHidden`, in flagged_shortcut_hidden_or_disabled.swift).
import TrustInsights

@MainActor
final class BiometricEnrolmentModel {
  var isSkipForNowButtonHidden = false
  var skipForNowLinkRemoved = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown, .medium, .high:
      isSkipForNowButtonHidden = true
      skipForNowLinkRemoved = true
    @unknown default:
      isSkipForNowButtonHidden = true
    }
  }
}
