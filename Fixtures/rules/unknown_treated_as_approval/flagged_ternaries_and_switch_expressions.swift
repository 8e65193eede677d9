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
    level == .unknown ? .low : .high  // expect: unknown_treated_as_approval "returns '.low'" // expect-note: unknown_treated_as_approval "'.unknown' makes 'level == .unknown' true at line 18"
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
    level != .high ? commitOrder() : holdOrder()  // expect: unknown_treated_as_approval "'commitOrder()'" // expect-note: unknown_treated_as_approval "makes 'level != .high' true"
  }

  func gate(_ level: IsLikelyBeingCoachedInsight.Value) -> Verdict {
    return level == .high || level == .medium ? .blocked : .allowed  // expect: unknown_treated_as_approval "returns '.allowed'" // expect-note: unknown_treated_as_approval "'.unknown' makes 'level == .high || level == .medium' false"
  }

  func screenPayee(_ level: IsLikelyBeingCoachedInsight.Value, payee: String) {
    // The right of `&&` runs where its left holds: `.unknown` and `.medium` reach it.
    let skipped =
      level != .high  // expect-note: unknown_treated_as_approval "'.unknown' makes 'level != .high' true"
      && skipPayeeReview(payee)  // expect: unknown_treated_as_approval "'skipPayeeReview(_:)'"
    print(skipped)
  }

  func settle(_ level: IsLikelyBeingCoachedInsight.Value) -> Verdict {
    let verdict = if level == .high { Verdict.blocked } else { Verdict.allowed }  // expect: unknown_treated_as_approval "sets 'verdict' to '.allowed'" // expect-note: unknown_treated_as_approval "takes the 'else' of the 'if' at line 57"
    return verdict
  }

  func skipPayeeReview(_ payee: String) -> Bool { false }
  func commitOrder() {}
  func holdOrder() {}
}
