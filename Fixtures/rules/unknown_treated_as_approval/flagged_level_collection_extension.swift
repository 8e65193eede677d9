// In `extension Array where Element == IsLikelyBeingCoachedInsight.Value` (or `Sequence`,
// `Collection`, … with `Element == Level`), `self` holds levels: `for level in self` and
// `self.forEach` bind each one (probes-em p79). An extension over the app's own grades says
// nothing.
import TrustInsights

typealias Level = IsLikelyBeingCoachedInsight.Value

enum CreditGrade { case unknown, prime }

extension Array where Element == IsLikelyBeingCoachedInsight.Value {
  var isSafeToAutoApprove: Bool {
    for level in self {
      if level == .unknown { return true }  // expect: unknown_treated_as_approval "true"
    }
    return false
  }
}

extension Sequence where Element == Level {
  func releaseBatch(approve: (Int) -> Void) {
    for (index, level) in self.enumerated() where level == .unknown {
      approve(index)  // expect: unknown_treated_as_approval "approve"
    }
  }
}

extension Array where Element == CreditGrade {
  var isSafeToAutoApprove: Bool {
    for grade in self where grade == .unknown { return true }
    return false
  }
}
