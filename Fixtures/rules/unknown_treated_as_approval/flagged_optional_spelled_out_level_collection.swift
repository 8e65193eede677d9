// A collection of levels written `Optional<[IsLikelyBeingCoachedInsight.Value]>` is `[Value]?`
// spelt out: once unwrapped, each element is a level (probes-em p76). The same spelling of the
// app's own grades says nothing.
import TrustInsights

enum CreditGrade { case unknown, prime }

final class InstantPayoutBatch {
  func approveInstantPayout() {}

  func batch(cachedLevels: Optional<[IsLikelyBeingCoachedInsight.Value]>) {
    guard let cachedLevels else { return }
    for level in cachedLevels where level == .unknown {
      approveInstantPayout()  // expect: unknown_treated_as_approval "approveInstantPayout"
    }
  }

  func grades(_ grades: Optional<[CreditGrade]>) {
    guard let grades else { return }
    for grade in grades where grade == .unknown {
      approveInstantPayout()
    }
  }
}
