import TrustInsights

enum Decision {
  case allow
  case review
  case hold
}

final class TransferGate {
  func gate(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .unknown {
      approve()  // expect: unknown_treated_as_approval
    }
    if level != .high {
      proceed()  // expect: unknown_treated_as_approval
    } else {
      hold()
    }
    if level == .high || level == .medium {
      hold()
    } else if level == .unknown {
      skipVerification()  // expect: unknown_treated_as_approval
    } else {
      runStandardChecks()
    }
  }

  func decision(for level: IsLikelyBeingCoachedInsight.Value) -> Decision {
    guard level == .high else {
      return .allow  // expect: unknown_treated_as_approval "returns '.allow'"
    }
    return .hold
  }

  func laterDecision(for level: IsLikelyBeingCoachedInsight.Value) -> Decision {
    guard level != .unknown else { return .review }
    // Only .medium, .high (and values newer than the SDK) get here, and they hold.
    return .hold
  }

  func approve() {}
  func proceed() {}
  func hold() {}
  func skipVerification() {}
  func runStandardChecks() {}
}
