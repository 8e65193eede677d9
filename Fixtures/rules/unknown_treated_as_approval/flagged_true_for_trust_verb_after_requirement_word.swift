// Probe aq p197: after a requirement word the verb `trust` (`mustTrustDevice`) still approves,
// as does a modifier that ends the name or is followed by no friction (`shouldTrustNewPayee`).
import TrustInsights

@MainActor
final class DeviceModel {
  var mustTrustDevice = false
  var shouldTrustNewPayee = false

  func apply(level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      mustTrustDevice = true  // expect: unknown_treated_as_approval "sets 'mustTrustDevice' to 'true'"
      shouldTrustNewPayee = true  // expect: unknown_treated_as_approval "sets 'shouldTrustNewPayee' to 'true'"
    }
  }
}
