// "Trust this device" is a shortcut (no step-up on the next login): a name that hides or
// disables it (`isTrustThisDeviceOptionHidden`, `trustThisDeviceToggleDisabled`) set to `true`
// in the unknown branch adds friction, as `isSkipButtonHidden` does (probes-eo p35). `trust`
// before another word still modifies it: hiding a trust warning (`isTrustWarningHidden`) is an
// approval, see flagged_shortcut_hidden_or_disabled.swift.
import TrustInsights

@MainActor
final class LoginStepUpModel {
  var isTrustThisDeviceOptionHidden = false
  var trustThisDeviceToggleDisabled = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      isTrustThisDeviceOptionHidden = true
      trustThisDeviceToggleDisabled = true
    }
  }
}
