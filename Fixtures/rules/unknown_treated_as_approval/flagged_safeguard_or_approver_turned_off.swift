// `safeguards` and `approver` only begin with the letters of `safe` and `approve`, and `true`
// for `safeguardsEnabled` or `requiresApprover` adds friction; but a name that turns the
// safeguard or the second approver off (`safeguardsDisabled`, `areSafeguardsSuspended`,
// `approverNotRequired`, `secondApproverWaived`) removes friction: `true` for it in the unknown
// branch is an approval (probes-eo p26, p27, p28, p43). `safeguardsLocked` keeps them on.
import TrustInsights

@MainActor
final class TreasuryPaymentModel {
  var safeguardsDisabled = false
  var areSafeguardsSuspended = false
  var approverNotRequired = false
  var secondApproverWaived = false
  var safeguardsLocked = false
  var requiresApprover = false

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      safeguardsDisabled = true  // expect: unknown_treated_as_approval "safeguardsDisabled"
      areSafeguardsSuspended = true  // expect: unknown_treated_as_approval "areSafeguardsSuspended"
      approverNotRequired = true  // expect: unknown_treated_as_approval "approverNotRequired"
      secondApproverWaived = true  // expect: unknown_treated_as_approval "secondApproverWaived"
      safeguardsLocked = true
      requiresApprover = true
    case .medium, .high:
      safeguardsDisabled = false
    @unknown default:
      break
    }
  }
}
