// Probe aq p197: `trusted`/`safe` right after a requirement word describes what the person must
// provide (`requiresTrustedDevice`), and a name that ends in a confirmation asks for one: `true`
// for `.unknown` adds friction, not approval.
import TrustInsights

@MainActor
final class TransferSafetyModel {
  var requiresTrustedDevice = false
  var needsSafeWordConfirmation = false
  var mustUseLegitimateAccount = false

  func apply(level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      requiresTrustedDevice = true
      needsSafeWordConfirmation = true
    case .medium, .high:
      requiresTrustedDevice = true
      mustUseLegitimateAccount = true
    @unknown default:
      requiresTrustedDevice = true
    }
  }
}
