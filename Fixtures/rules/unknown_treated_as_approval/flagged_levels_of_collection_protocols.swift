// Levels handed as `some Collection<Value>` or `any Sequence<Value>` (a protocol's primary
// associated type names the element): each element is a level as one of `[Value]` is
// (probes-em p77). A collection protocol of the app's own grade says nothing.
import TrustInsights

enum CreditGrade { case unknown, prime }

final class BatchPayoutReviewer {
  func approvePayout(_ index: Int) {}
  func holdPayout(_ index: Int) {}

  func review(_ levels: some Collection<IsLikelyBeingCoachedInsight.Value>) {
    for (index, level) in levels.enumerated() {
      if level == .unknown {
        approvePayout(index)  // expect: unknown_treated_as_approval "approvePayout"
      } else {
        holdPayout(index)
      }
    }
    if let first = levels.first, first == .unknown {
      approvePayout(0)  // expect: unknown_treated_as_approval "approvePayout"
    }
  }

  func reviewStream(_ levels: any Sequence<IsLikelyBeingCoachedInsight.Value>) {
    for level in levels where level == .unknown {
      approvePayout(0)  // expect: unknown_treated_as_approval "approvePayout"
    }
    levels.forEach { level in
      if level == .unknown { approvePayout(1) }  // expect: unknown_treated_as_approval "approvePayout"
    }
  }

  func grades(_ grades: some RandomAccessCollection<CreditGrade>) {
    for grade in grades where grade == .unknown {
      approvePayout(2)
    }
  }
}
