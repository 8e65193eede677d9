import ComposableArchitecture
import TrustInsights

// The nearest correct reducers: the evaluation bound from an action's payload is reported
// once on each path (each branch, the `.high` early return, each queued message of a loop).
// A handler that does not report it at all is not flagged: the payload is not a producer and
// the effect that sent it handed it over (RULES.md: an escape is the new holder's business).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@Reducer
struct ExportFeature {
  struct State: Equatable {
    var holdHours = 0
    var pending: CoachingEvaluation?
  }

  enum Action {
    case exportTapped
    case trustEvaluated(TaskResult<CoachingEvaluation>)
    case parked(CoachingEvaluation?)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .exportTapped:
        return .run { send in
          let context = InsightEvaluator.InsightContext(
            operationCategory: .account,
            requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
          await send(.trustEvaluated(TaskResult { try await InsightEvaluator().requestEvaluation(context: context) }))
        }

      case let .trustEvaluated(.success(evaluation)):
        switch evaluation.insight.outcome {
        case .success(.high):
          state.holdHours = 24
          evaluation.reportConsumption(.usedIncreasedFriction)
          return .none
        case .success:
          evaluation.reportConsumption(.usedUnchangedFriction)
        case .failure:
          evaluation.reportConsumption(.notUsedError)
        }
        return .none

      case .trustEvaluated(.failure):
        return .none

      case let .parked(evaluation?):
        // Kept for the confirmation screen, which reports it.
        state.pending = evaluation
        return .none

      case .parked(nil):
        return .none
      }
    }
  }
}

// Elm-style: queued messages, each carrying its own evaluation, each reported once.
enum AttachmentMsg {
  case evaluated(CoachingEvaluation, fileName: String)
  case removed(String)
}

func drain(_ queue: [AttachmentMsg]) -> [String] {
  var held: [String] = []
  for msg in queue {
    switch msg {
    case let .evaluated(evaluation, fileName):
      if case .success(.high) = evaluation.insight.outcome {
        held.append(fileName)
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    case .removed:
      continue
    }
  }
  return held
}
