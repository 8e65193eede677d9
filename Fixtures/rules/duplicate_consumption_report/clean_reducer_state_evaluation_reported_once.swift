import ComposableArchitecture
import TrustInsights

// The nearest correct reducer: `state.pending` is reported once on each path (an `if`/`else`),
// then cleared; a report after the state's evaluation was replaced (`state.pending = next`,
// `state = State()`) reads another evaluation; two states' evaluations are two evaluations.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct WireFeature: Reducer {
  struct State {
    var pending: CoachingEvaluation?
    var queued: CoachingEvaluation?
    var showsScamInterstitial = false
  }

  enum Action {
    case evaluationReady(CoachingEvaluation)
    case sendTapped
    case sendQueuedTapped
    case reset
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .evaluationReady(evaluation):
      if state.pending == nil { state.pending = evaluation } else { state.queued = evaluation }
      return .none

    case .sendTapped:
      if state.showsScamInterstitial {
        state.pending?.reportConsumption(.usedIncreasedFriction)
      } else {
        state.pending?.reportConsumption(.usedUnchangedFriction)
      }
      state.pending = nil
      return .none

    case .sendQueuedTapped:
      state.pending?.reportConsumption(.usedUnchangedFriction)
      state.pending = state.queued
      state.queued = nil
      state.pending?.reportConsumption(.usedUnchangedFriction)
      state.pending = nil
      return .none

    case .reset:
      state.pending?.reportConsumption(.notUsedNotNeeded)
      state = State()
      state.pending?.reportConsumption(.notUsedNotNeeded)
      return .none
    }
  }
}

func settleBoth(_ left: WireFeature.State, _ right: WireFeature.State) {
  left.pending?.reportConsumption(.usedEvaluationOnly)
  right.pending?.reportConsumption(.usedEvaluationOnly)
}
