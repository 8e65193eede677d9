import TrustInsights

// Branches that approve after `.medium` or `.high` was seen (a warning was shown, the person
// confirmed), while `.unknown` keeps the usual checks: no branch `.unknown` takes approves.
// (Also the material of `RecallUnknownApprovalTests`, which moves `.unknown` into the
// approving branch and expects a finding there.)

enum Decision { case approved, review, declined }

struct TransferFlow {
  var trustedPayee = false

  func afterWarning(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      runStandardChecks()
    case .medium:
      showScamWarning()
      proceedAfterConfirmation()
    case .high:
      holdTransfer()
    @unknown default:
      runStandardChecks()
    }
  }

  func decide(_ level: IsLikelyBeingCoachedInsight.Value) -> Decision {
    switch level {
    case .unknown, .high:
      return .review
    default:
      return .approved
    }
  }

  func outcome(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      runStandardChecks()
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .success(.medium):
      showScamWarning()
      completeAfterCallback()
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      holdTransfer()
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      runStandardChecks()
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func confirmed(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      runStandardChecks()
    } else {
      showScamWarning()
      approveAfterCallback()
    }
  }

  func escalated(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown || level == .high {
      runStandardChecks()
    } else {
      showScamWarning()
      executeWithConfirmation()
    }
  }

  func warned(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level != .unknown && level != .high {
      showScamWarning()
      grantAfterCallback()
    } else {
      runStandardChecks()
    }
  }

  func guarded(_ level: IsLikelyBeingCoachedInsight.Value) {
    guard level == .medium else {
      runStandardChecks()
      return
    }
    showScamWarning()
    finalizeAfterCallback()
  }

  mutating func markPayee(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .medium {
      showScamWarning()
      trustedPayee = true
    }
  }

  func isSafeAfterCallback(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    if level == .unknown {
      return false
    }
    return true
  }

  func runStandardChecks() {}
  func showScamWarning() {}
  func holdTransfer() {}
  func proceedAfterConfirmation() {}
  func completeAfterCallback() {}
  func approveAfterCallback() {}
  func executeWithConfirmation() {}
  func grantAfterCallback() {}
  func finalizeAfterCallback() {}
}
