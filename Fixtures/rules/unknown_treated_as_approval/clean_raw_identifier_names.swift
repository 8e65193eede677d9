import TrustInsights

// Swift 6.2 raw identifiers whose first word is not an approval (`approver`, `hold`), or that
// say they run the app's checks, are not approvals in the unknown branch.

struct Payments {
  func `approver queue`(_ id: String) {}
  func `hold then approve`(_ id: String) {}
  func `run standard checks`(_ id: String) -> Bool { true }

  func settle(_ id: String, level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    switch level {
    case .high, .medium:
      `hold then approve`(id)
      return false
    case .unknown:
      `approver queue`(id)
      return `run standard checks`(id)
    @unknown default:
      return false
    }
  }
}
