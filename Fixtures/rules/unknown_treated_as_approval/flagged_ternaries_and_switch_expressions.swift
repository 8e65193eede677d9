import TrustInsights

enum Friction {
  case low
  case lower
  case standard
  case high
}

enum Verdict {
  case allowed
  case blocked
  case review
}

struct FrictionPolicy {
  func friction(for level: IsLikelyBeingCoachedInsight.Value) -> Friction {
    level == .unknown ? .low : .high  // expect: unknown_treated_as_approval "returns '.low'"
  }

  func verdict(for level: IsLikelyBeingCoachedInsight.Value) -> Verdict {
    let verdict =
      switch level {
      case .unknown, .medium: Verdict.allowed  // expect: unknown_treated_as_approval "sets 'verdict' to '.allowed'"
      case .high: Verdict.blocked
      @unknown default: Verdict.review
      }
    return verdict
  }

  func screen(for level: IsLikelyBeingCoachedInsight.Value) -> Verdict {
    return switch level {
    case .high: .blocked
    case .medium: .review
    case .unknown: .review
    @unknown default: .allowed  // expect: unknown_treated_as_approval "'@unknown default'"
    }
  }

  func apply(_ level: IsLikelyBeingCoachedInsight.Value) {
    level != .high ? commitOrder() : holdOrder()  // expect: unknown_treated_as_approval "'commitOrder()'"
  }

  func commitOrder() {}
  func holdOrder() {}
}
