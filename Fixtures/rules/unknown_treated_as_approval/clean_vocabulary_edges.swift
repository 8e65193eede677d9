import TrustInsights

enum Friction {
  case none
  case lower
  case continueWithExistingControls
  case review
}

struct ApprovalRequest {
  let amount: Int
}

final class LimitReviewer {
  var isApproved = false
  var approvalState = "pending"
  var trustScore = 0

  func review(_ level: IsLikelyBeingCoachedInsight.Value, amount: Int) -> Friction {
    switch level {
    case .unknown:
      // None of these approves anything: names that only look like approvals.
      runStandardChecks()
      _ = approvedAmount()
      _ = ApprovalRequest(amount: amount)
      showApprovalSheet()
      logApproval()
      allowsBiometrics()
      completionHandler()
      trustScore = computeScore()
      isApproved = false
      approvalState = "pending"
      record(.lower)
      return .lower
    case .medium:
      return .review
    case .high:
      return .review
    @unknown default:
      return .continueWithExistingControls
    }
  }

  func defaultFriction(_ level: IsLikelyBeingCoachedInsight.Value) -> Friction {
    if level == .unknown { return .none }
    if level == .medium { return .continueWithExistingControls }
    return .review
  }

  func passesExistingChecks(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    guard level != .unknown else { return existingChecksPass() }
    return false
  }

  func runStandardChecks() {}
  func approvedAmount() -> Int { 0 }
  func showApprovalSheet() {}
  func logApproval() {}
  func allowsBiometrics() {}
  func completionHandler() {}
  func computeScore() -> Int { 0 }
  func record(_ friction: Friction) {}
  func existingChecksPass() -> Bool { true }
}
