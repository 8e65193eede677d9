// `true` for a name that turns a shortcut off (`isSkipButtonHidden`, `isBypassOptionDisabled`,
// `autoApproveOff`) in the unknown branch hides or disables the shortcut: more friction, not an
// approval (probes-em p80). Turning a friction off (`isTrustWarningHidden`) or a condition
// (`shouldSkipWhenHidden`) still approves: see flagged_shortcut_hidden_or_disabled.swift.
import TrustInsights

final class SendScreenModel {
  var isSkipButtonHidden = false
  var isBypassOptionDisabled = false
  var autoApproveOff = false
  var allowInstantSendLocked = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      isSkipButtonHidden = true
      isBypassOptionDisabled = true
      autoApproveOff = true
      allowInstantSendLocked = true
    }
  }
}
