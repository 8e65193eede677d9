// A parameter of a generic type that its function constrains to hold levels
// (`<S: Sequence>(_ levels: S) where S.Element == Level`, `<C: Collection<Level>>`) is a
// collection of levels (probes-em p77). A generic sequence of the app's own grades says nothing,
// nor does one whose element the constraints leave open.
import TrustInsights

typealias Level = IsLikelyBeingCoachedInsight.Value

enum CreditGrade { case unknown, prime }

final class GenericPayoutReviewer {
  func approvePayout(_ index: Int) {}

  func review<S: Sequence>(_ levels: S) where S.Element == Level {
    for level in levels where level == .unknown {
      approvePayout(1)  // expect: unknown_treated_as_approval "approvePayout"
    }
  }

  func reviewCollection<C: Collection<IsLikelyBeingCoachedInsight.Value>>(_ levels: C) {
    for level in levels where level == .unknown {
      approvePayout(2)  // expect: unknown_treated_as_approval "approvePayout"
    }
  }

  func grades<S: Sequence>(_ grades: S) where S.Element == CreditGrade {
    for grade in grades where grade == .unknown {
      approvePayout(3)
    }
  }

  func anything<S: Sequence>(_ items: S) where S.Element: Equatable {
    for item in items { _ = item }
  }
}
