import ComposableArchitecture
import TrustInsights

// A TCA reducer keeps the evaluation in its `State` until the person confirms. Reading
// `state.pending` twice on one path reads one evaluation: here the warned branch reports it and
// the report left in after it reports it again (probes-aj p06). Before, only `self.pending`
// reads were held, and a reducer's `inout State` read twice went unflagged.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct WireFeature: Reducer {
  struct State {
    var pending: CoachingEvaluation?
    var showsScamInterstitial = false
  }

  enum Action {
    case evaluationReady(CoachingEvaluation)
    case sendTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .evaluationReady(evaluation):
      state.pending = evaluation
      state.showsScamInterstitial = evaluation.insight.outcome == .success(.high)
      return .none

    case .sendTapped:
      if state.showsScamInterstitial {
        state.pending?.reportConsumption(.usedIncreasedFriction)
      }
      state.pending?.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "evaluation read from 'pending' is reported again on a path that already reported it at line 31"
      state.pending = nil
      return .none
    }
  }
}

// The same through a local alias of the state's evaluation.
func settle(_ state: inout WireFeature.State) {
  let held = state.pending
  held?.reportConsumption(.usedEvaluationOnly)
  state.pending?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report "at line 43"
}
