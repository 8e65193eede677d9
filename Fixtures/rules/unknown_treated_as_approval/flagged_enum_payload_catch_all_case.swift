// A view state carrying the level: once earlier cases have taken `.evaluated(.high)` and
// `.evaluated(.medium)`, a later `case .evaluated:` (or `case .evaluated(let level):`) is
// reached by `.evaluated(.unknown)` only, as `case .success:` after the other values is.
import TrustInsights

enum ReviewState {
  case idle
  case evaluated(IsLikelyBeingCoachedInsight.Value)
}

final class RecoveryEmailModel {
  var state: ReviewState = .idle

  func save() {
    switch state {
    case .evaluated(.high), .evaluated(.medium):
      holdForReview()
    case .evaluated:
      commitEmailChange()  // expect: unknown_treated_as_approval
    case .idle:
      holdForReview()
    }
  }

  func saveBound() {
    switch state {
    case .evaluated(.high):
      holdForReview()
    case .evaluated(let level):
      if level == .medium { holdForReview() }
      commitEmailChange()  // expect: unknown_treated_as_approval
    case .idle:
      holdForReview()
    }
  }

  func holdForReview() {}
  func commitEmailChange() {}
}
