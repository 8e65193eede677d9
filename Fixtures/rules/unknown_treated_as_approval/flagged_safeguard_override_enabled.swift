// A name that turns on a way around a safeguard or the second approver
// (`isSafeguardOverrideEnabled`, `safeguardsOverridden`, `approverExemptionGranted`) removes
// friction: `true` for it in the unknown branch is an approval, though `safeguard` and
// `approver` are other words than `safe` and `approve` (probes-eo p62). Turning the override
// off (`safeguardOverrideDisabled`) keeps the safeguard.
import TrustInsights

final class TreasuryOverrides {
  var isSafeguardOverrideEnabled = false
  var safeguardsOverridden = false
  var approverExemptionGranted = false
  var safeguardOverrideDisabled = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      isSafeguardOverrideEnabled = true  // expect: unknown_treated_as_approval "isSafeguardOverrideEnabled"
      safeguardsOverridden = true  // expect: unknown_treated_as_approval "safeguardsOverridden"
      approverExemptionGranted = true  // expect: unknown_treated_as_approval "approverExemptionGranted"
      safeguardOverrideDisabled = true
    }
  }
}
