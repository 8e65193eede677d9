import ComposableArchitecture
import TrustInsights

// Unidirectional architectures hand the evaluation to the reducer in an action
// (`case trustEvaluated(TaskResult<CoachingEvaluation>)`, an Elm `Msg.evaluated(…)`). The
// effect that sent it handed it over, so the handler owes no report (a payload is not a
// producer), but a handler that reports the bound evaluation twice on one path breaks "one
// report per evaluation" as surely as a body that requested it. Here the shared helper
// reports it and the `.medium` analytics line reports it again (probes-aj p47).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func reportRecipientCheck(_ evaluation: CoachingEvaluation, warned: Bool) {
  switch evaluation.insight.outcome {
  case .success: evaluation.reportConsumption(warned ? .usedIncreasedFriction : .usedUnchangedFriction)
  case .failure: evaluation.reportConsumption(.notUsedError)
  }
}

@Reducer
struct RecipientFeature {
  struct State: Equatable {
    var warned = false
  }

  enum Action {
    case saveTapped
    case trustEvaluated(TaskResult<CoachingEvaluation>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        return .run { send in
          let context = InsightEvaluator.InsightContext(
            operationCategory: .payment,
            requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
          await send(.trustEvaluated(TaskResult { try await InsightEvaluator().requestEvaluation(context: context) }))
        }

      case let .trustEvaluated(.success(evaluation)):
        state.warned = evaluation.insight.outcome == .success(.high)
        reportRecipientCheck(evaluation, warned: state.warned)
        if case .success(.medium) = evaluation.insight.outcome {
          evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "evaluation read from '.trustEvaluated(…)' is reported again on a path that already reported it at line 44"
        }
        return .none

      case .trustEvaluated(.failure):
        return .none
      }
    }
  }
}

// Elm-style: the message carries the evaluation itself; `if case let` binds it.
enum LimitMsg {
  case evaluated(CoachingEvaluation)
  case cancelled
}

struct LimitModel {
  var holdForReview = false
}

func limitUpdate(_ msg: LimitMsg, _ model: inout LimitModel) {
  if case let .evaluated(evaluation) = msg {
    if case .success(.high) = evaluation.insight.outcome {
      model.holdForReview = true
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "'.evaluated(…)'"
  }
}
