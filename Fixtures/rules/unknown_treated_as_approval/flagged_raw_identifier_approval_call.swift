import TrustInsights

// Swift 6.2 raw identifiers: a name written with spaces starts with its first word, so
// `` `approve payment` `` starts with the approval verb `approve` as `approvePayment` does.

enum Review { case hold, `approved for now` }

struct Payments {
  func `approve payment`(_ id: String) {}
  func `hold payment for review`(_ id: String) {}

  func settle(_ id: String, level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .high, .medium: `hold payment for review`(id)
    case .unknown: `approve payment`(id)  // expect: unknown_treated_as_approval "approve payment"
    @unknown default: `hold payment for review`(id)
    }
  }

  func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Review {
    switch level {
    case .unknown: .`approved for now`  // expect: unknown_treated_as_approval "approved for now"
    default: .hold
    }
  }
}
