import TrustInsights

// Reduced from a probe (a brokerage's wire transfer): the app makes the level `Comparable`
// through a rank with `.unknown` lowest, so "anything below medium" is taken by `.unknown`.
// A comparison of a level with one of its cases is an outcome test under the ranks the
// program's own `<` gives (either side, `<`, `<=`, `>`, `>=`).

extension IsLikelyBeingCoachedInsight.Value: @retroactive Comparable {
  var severity: Int {
    switch self {
    case .unknown: return 0
    case .medium: return 1
    case .high: return 2
    @unknown default: return 1
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.severity < rhs.severity }
}

final class WireTransferGuard {
  func wire(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level < .medium {
      skipOneTimePasscode()  // expect: unknown_treated_as_approval
    } else {
      requireOneTimePasscode()
    }
  }

  func limit(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    guard level >= .medium else { return allowHighLimit() }  // expect: unknown_treated_as_approval
    return false
  }

  func review(_ level: IsLikelyBeingCoachedInsight.Value) {
    if .high > level { proceedWithWire() }  // expect: unknown_treated_as_approval
  }

  private func skipOneTimePasscode() {}
  private func requireOneTimePasscode() {}
  private func allowHighLimit() -> Bool { true }
  private func proceedWithWire() {}
}
