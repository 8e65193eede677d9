// `if case .pending(let e) = state { e.reportConsumption(…) }` twice on one path with the same
// `state` (a parameter, a stored property of the own type) binds one evaluation twice: the
// second report is a duplicate, as two reads of a stored evaluation are (probes-er p13, p14,
// p17, p19). Before, each binding of a payload was a new evaluation.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
func closeReview(_ state: ReviewState, userCancelled: Bool) {
  if case .pending(let e) = state {
    e.reportConsumption(.notUsedNotNeeded)
  }
  if case .pending(let e) = state {
    e.reportConsumption(userCancelled ? .notUsedNotNeeded : .notUsedError)  // expect: duplicate_consumption_report "'.pending(…)'"
  }
}

@available(iOS 27.0, *)
func finishLimitChange(_ state: ReviewState, highValue: Bool) {
  switch state {
  case .pending(let evaluation):
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .idle:
    break
  }
  if highValue, case let .pending(again) = state {
    again.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
  }
}

@available(iOS 27.0, *)
final class PayoutModel {
  enum State {
    case idle
    case awaitingConfirmation(CoachingEvaluation)
  }

  var state: State = .idle

  func confirmTapped() {
    guard case .awaitingConfirmation(let evaluation) = state else { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
    if case .awaitingConfirmation(let evaluation) = self.state {
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    }
  }
}
