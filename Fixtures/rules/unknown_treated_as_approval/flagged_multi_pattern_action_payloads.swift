import ComposableArchitecture
import TrustInsights

// A `case` of the app's action enum listing `.success(.unknown)` among other payload patterns
// is reached by `.unknown`: an unknown branch, however many patterns it lists and whatever
// enum case the others name.
@Reducer
struct InstantSendFeature {
  @ObservableState
  struct State: Equatable {
    var allowInstantSend = false
    var showEducation = false
    var isApproved = false
  }

  enum Action {
    case reviewAppeared
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
    case levelReceived(IsLikelyBeingCoachedInsight.Value)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reviewAppeared:
        return .none
      case .riskResponse(.success(.unknown)), .riskResponse(.failure):
        state.allowInstantSend = true  // expect: unknown_treated_as_approval
        return .none
      case .riskResponse:
        state.allowInstantSend = false
        state.showEducation = true
        return .none
      case .levelReceived:
        return .none
      }
    }
  }

  /// Three patterns, `.unknown` in the middle.
  func reduce(into state: inout State, action: Action) {
    switch action {
    case .riskResponse(.success(.medium)), .riskResponse(.success(.unknown)), .riskResponse(.failure):
      approveInstantSend()  // expect: unknown_treated_as_approval
    case .riskResponse:
      state.showEducation = true
    case .levelReceived(.high), .levelReceived(.unknown), .reviewAppeared:
      // `.reviewAppeared` carries no level: the level that reaches here is `.high` or `.unknown`.
      state.isApproved = true  // expect: unknown_treated_as_approval
    case .levelReceived:
      state.showEducation = true
    }
  }

  func approveInstantSend() {}
}
