import ComposableArchitecture
import TrustInsights

// The nearest correct effect: `.unknown` sends the action that keeps the existing checks
// (`.requireOneTimeCode`); the effect sends the level itself for the reducer to decide, and
// `.approveWithdrawal` is sent only after the person passed the one-time code.

@Reducer
struct ATMWithdrawFeature {
  struct State: Equatable {
    var approved = false
    var codeShown = false
  }

  enum Action {
    case withdrawTapped
    case assessed(IsLikelyBeingCoachedInsight.Value?)
    case codeEntered(Bool)
    case approveWithdrawal
    case requireOneTimeCode
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .withdrawTapped:
        return .run { send in
          let context = InsightEvaluator.InsightContext(
            operationCategory: .payment,
            requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
          guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else {
            await send(.assessed(nil))
            return
          }
          switch evaluation.insight.outcome {
          case .success(.unknown):
            evaluation.reportConsumption(.usedUnchangedFriction)
            await send(.requireOneTimeCode)
          case .success(let level):
            evaluation.reportConsumption(.usedIncreasedFriction)
            await send(.assessed(level))
          case .failure:
            evaluation.reportConsumption(.notUsedError)
            await send(.assessed(nil))
          }
        }
      case .assessed:
        return .send(.requireOneTimeCode)
      case let .codeEntered(passed):
        return .run { send in
          if passed { await send(.approveWithdrawal) }
        }
      case .approveWithdrawal:
        state.approved = true
        return .none
      case .requireOneTimeCode:
        state.codeShown = true
        return .none
      }
    }
  }
}
