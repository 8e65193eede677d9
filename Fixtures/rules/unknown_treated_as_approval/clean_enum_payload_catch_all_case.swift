// Later cases of the app's enum that `.evaluated(.unknown)` never reaches, or that every level
// reaches alike.
import TrustInsights

enum ReviewState {
  case idle
  case evaluated(IsLikelyBeingCoachedInsight.Value)
  case failed(Int)
}

final class RecoveryEmailModel {
  var state: ReviewState = .idle

  func save() {
    switch state {
    case .evaluated(.unknown):
      keepExistingChecks()
    case .evaluated:
      // `.medium` and `.high`: the approval vocabulary is not reached by `.unknown` here.
      holdForReview()
    case .idle, .failed:
      holdForReview()
    }
  }

  func saveWhere(amount: Int) {
    switch state {
    case .evaluated(.unknown) where amount > 100:
      keepExistingChecks()
    case .evaluated(.high):
      holdForReview()
    case .evaluated(let level):
      // Every level may arrive here (`.unknown` when the amount is small): not a branch.
      record(level)
    case .idle, .failed:
      holdForReview()
    }
  }

  func keepExistingChecks() {}
  func holdForReview() {}
  func record(_ level: IsLikelyBeingCoachedInsight.Value) {}
}
