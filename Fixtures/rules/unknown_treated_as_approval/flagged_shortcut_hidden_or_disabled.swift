// The neighbour of clean_shortcut_hidden_or_disabled.swift: hiding a friction
// (`isTrustWarningHidden`), a condition on the shortcut (`shouldSkipWhenHidden`) and a shortcut
// that is not turned off (`isSkipButtonShown`) still approve.
import TrustInsights

final class SendScreenGate {
  var isTrustWarningHidden = false
  var shouldSkipWhenHidden = false
  var isSkipButtonShown = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      isTrustWarningHidden = true  // expect: unknown_treated_as_approval "isTrustWarningHidden"
      shouldSkipWhenHidden = true  // expect: unknown_treated_as_approval "shouldSkipWhenHidden"
      isSkipButtonShown = true  // expect: unknown_treated_as_approval "isSkipButtonShown"
    }
  }
}
