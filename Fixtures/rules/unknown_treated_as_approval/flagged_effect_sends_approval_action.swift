import ComposableArchitecture
import TrustInsights

// A TCA effect answers by sending an action: `await send(.approveWithdrawal)` in the `.unknown`
// case approves the cash withdrawal as `completion(.approved)` would (probes-aj p83). The
// `send` of `.run { send in … }` (and of its `catch: { error, send in … }`) is the effect's
// callback.

@Reducer
struct ATMWithdrawFeature {
  struct State: Equatable {
    var approved = false
    var selfie = false
  }

  enum Action {
    case withdrawTapped
    case approveWithdrawal
    case requireSelfie
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
            await send(.requireSelfie)
            return
          }
          switch evaluation.insight.outcome {
          case .success(.high), .success(.medium):
            evaluation.reportConsumption(.usedIncreasedFriction)
            await send(.requireSelfie)
          case .success(.unknown):
            evaluation.reportConsumption(.usedUnchangedFriction)
            await send(.approveWithdrawal)  // expect: unknown_treated_as_approval "answers '.approveWithdrawal' through 'send'"
          case .success:
            evaluation.reportConsumption(.usedIncreasedFriction)
            await send(.requireSelfie)
          case .failure:
            evaluation.reportConsumption(.notUsedError)
            await send(.requireSelfie)
          }
        }
      case .approveWithdrawal:
        state.approved = true
        return .none
      case .requireSelfie:
        state.selfie = true
        return .none
      }
    }
  }
}
