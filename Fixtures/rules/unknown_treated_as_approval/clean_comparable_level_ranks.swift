import TrustInsights

// The ranks of flagged_comparable_level_ranks.swift (`.unknown` lowest, here through a
// `default`) where the branch `.unknown` takes keeps the existing checks, and approval verbs
// sit only in branches `.unknown` cannot take (`level > .unknown`, `.medium <= level`).
// Comparisons of an app's own `Comparable` enum are no outcome test.

extension IsLikelyBeingCoachedInsight.Value: @retroactive Comparable {
  private var rank: Int {
    switch self {
    case .high: return 2
    case .medium: return 1
    default: return 0
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

enum Tier: Int, Comparable {
  case low, mid, top
  static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
}

final class PayeeChangeGuard {
  func change(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level >= .medium {
      addCoolingOffPeriod()
    } else {
      runExistingChecks()
    }
  }

  func escalate(_ level: IsLikelyBeingCoachedInsight.Value) {
    // Only `.medium` and `.high` rank above `.unknown`.
    if level > .unknown { allowAfterCallback() }
    if .medium <= level { approveManualReview() }
  }

  func tiers(_ tier: Tier) {
    if tier < .mid { approveTier() }
  }

  private func addCoolingOffPeriod() {}
  private func runExistingChecks() {}
  private func allowAfterCallback() {}
  private func approveManualReview() {}
  private func approveTier() {}
}
