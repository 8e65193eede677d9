// Probes: a coordinator-pattern `Actions` struct of closures held by the model: calling
// `actions.didAbandon()` (a closure stored in ANOTHER value's property, not a method) runs the
// coordinator's closure, which sets the model's state -> no duplicate_consumption_report
// (precision; RULES.md: duplicate only for one evaluation reported twice).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

struct ReviewActions {
  var didAbandon: () -> Void
}

final class ReviewModel {
  var state: ReviewState = .idle
  var actions = ReviewActions(didAbandon: {})

  func bind() {
    actions = ReviewActions(didAbandon: { [weak self] in self?.state = .idle })
  }

  func abandonTapped() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    actions.didAbandon()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
