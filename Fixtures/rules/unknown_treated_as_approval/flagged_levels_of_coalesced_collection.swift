// `for level in cachedLevels ?? []` walks the optional collection's elements: each is a level
// when the collection is one of levels (probes-em p77). A coalesced collection of the app's own
// grades says nothing.
import TrustInsights

enum CreditGrade { case unknown, prime }

final class CachedPayoutReviewer {
  var cachedLevels: [IsLikelyBeingCoachedInsight.Value]?
  func approvePayout(_ index: Int) {}

  func reviewCached(_ optionalLevels: [IsLikelyBeingCoachedInsight.Value]?) {
    for level in optionalLevels ?? [] {
      if level == .unknown {
        approvePayout(1)  // expect: unknown_treated_as_approval "approvePayout"
      }
    }
    for level in cachedLevels ?? [] where level == .unknown {
      approvePayout(2)  // expect: unknown_treated_as_approval "approvePayout"
    }
  }

  func grades(_ grades: [CreditGrade]?) {
    for grade in grades ?? [] where grade == .unknown {
      approvePayout(3)
    }
  }
}
