import TrustInsights

struct TransferReview {
  func review(_ level: IsLikelyBeingCoachedInsight.Value, amount: Int) {
    switch level {
    case .unknown:
      // A local function declared here is not run here.
      func approveLater() { approveTransfer() }
      scheduleReview(approveLater)
      runStandardChecks()
    case .medium, .high:
      showWarning()
    @unknown default:
      runStandardChecks()
    }
  }

  func reviewHigh(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .high {
      showWarning()
    } else if level == .medium {
      showWarning()
    }
    // `.high` and `.medium` also continue here: not a branch.
    approveTransfer()
  }

  func scheduleReview(_ action: @escaping () -> Void) {}
  func approveTransfer() {}
  func runStandardChecks() {}
  func showWarning() {}
}
