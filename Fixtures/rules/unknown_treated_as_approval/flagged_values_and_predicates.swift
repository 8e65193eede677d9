import TrustInsights

enum RiskLevel {
  case lowRisk
  case elevated
  case approved
  case review
}

struct RiskPolicy {
  var shouldBypassCheck = false
  var risk: RiskLevel = .elevated

  func verdict(_ level: IsLikelyBeingCoachedInsight.Value) -> RiskLevel {
    return level == .unknown ? .approved : .review  // expect: unknown_treated_as_approval "returns '.approved'"
  }

  func isSafeToSkipVerification(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    switch level {
    case .unknown:
      return true  // expect: unknown_treated_as_approval "returns 'true' from 'isSafeToSkipVerification'"
    case .medium, .high:
      return false
    @unknown default:
      return false
    }
  }

  mutating func update(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      shouldBypassCheck = true  // expect: unknown_treated_as_approval "sets 'shouldBypassCheck' to 'true'"
      risk = .lowRisk  // expect: unknown_treated_as_approval "sets 'risk' to '.lowRisk'"
    case .medium, .high:
      shouldBypassCheck = false
      risk = .elevated
    @unknown default:
      risk = .elevated
    }
  }

  func label(_ level: IsLikelyBeingCoachedInsight.Value) -> RiskLevel {
    let decision: RiskLevel =
      switch level {
      case .unknown: .lowRisk  // expect: unknown_treated_as_approval
      case .medium: .review
      case .high: .elevated
      @unknown default: .review
      }
    return decision
  }
}
