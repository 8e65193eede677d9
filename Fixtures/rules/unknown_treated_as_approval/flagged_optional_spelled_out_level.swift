// A level written `Optional<IsLikelyBeingCoachedInsight.Value>` is `Value?` spelt out: its
// `.unknown?` case and `== .unknown` branch are unknown branches (probes-em p76). The app's own
// grade in the same spelling is not a level.
import TrustInsights

enum CreditGrade { case unknown, prime }

final class InstantPayoutGate {
  func approveInstantPayout() {}
  func scheduleStandardPayout() {}

  func route(cachedLevel: Optional<IsLikelyBeingCoachedInsight.Value>) {
    switch cachedLevel {
    case .unknown?:
      approveInstantPayout()  // expect: unknown_treated_as_approval "approveInstantPayout"
    default:
      scheduleStandardPayout()
    }
  }

  func retry(cachedLevel: Swift.Optional<IsLikelyBeingCoachedInsight.Value>) {
    if cachedLevel == .unknown {
      approveInstantPayout()  // expect: unknown_treated_as_approval "approveInstantPayout"
    } else {
      scheduleStandardPayout()
    }
  }

  func grade(_ grade: Optional<CreditGrade>) {
    if grade == .unknown {
      approveInstantPayout()
    }
  }
}
