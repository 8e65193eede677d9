import ComposableArchitecture
import TrustInsights

// `Reduce { state, action in … }`: nothing types `action`, but the program's only enum declaring
// `case riskResponse` / `case assessed` declares an outcome / a level as the payload.
@Reducer
struct CashOutFeature {
  @ObservableState
  struct State: Equatable {
    var isApproved = false
    var showDelay = false
    var decision: Decision = .pending
  }
  enum Decision: Equatable { case pending, approved, coolingOff }
  enum Action {
    case cashOutTapped
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
    case assessed(IsLikelyBeingCoachedInsight.Value)
  }
  @Dependency(\.coaching) var coaching

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cashOutTapped:
        return .run { send in
          await send(.riskResponse(await coaching.level()))
        }
      case .riskResponse(.success(.high)), .riskResponse(.success(.medium)):
        state.showDelay = true
        return .none
      case .riskResponse(.success(.unknown)):
        state.isApproved = true  // expect: unknown_treated_as_approval
        return .none
      case .riskResponse:
        state.showDelay = true
        return .none
      case let .assessed(level):
        switch level {
        case .unknown:
          state.decision = .approved  // expect: unknown_treated_as_approval
        case .medium, .high:
          state.decision = .coolingOff
        @unknown default:
          state.decision = .coolingOff
        }
        return .none
      }
    }
  }
}
