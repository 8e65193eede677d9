import ComposableArchitecture
import TrustInsights

// Multi-pattern `case`s of the app's action enum that approve without listing `.unknown`, and
// ones that list `.unknown` but keep the checks.
@Reducer
struct InstantSendFeature {
  @ObservableState
  struct State: Equatable {
    var allowInstantSend = false
    var showEducation = false
    var requiresReview = false
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
      case .riskResponse(.success(.unknown)), .riskResponse(.success(.high)):
        // `.unknown` with the risky outcome: the existing checks stay.
        state.allowInstantSend = false
        state.requiresReview = true
        return .none
      case .riskResponse(.success(.medium)), .riskResponse(.failure):
        // No pattern here can match `.unknown`.
        state.allowInstantSend = true
        return .none
      case .riskResponse:
        state.allowInstantSend = true
        return .none
      case .levelReceived:
        return .none
      }
    }
  }

  func reduce(into state: inout State, action: Action) {
    switch action {
    case .riskResponse(.success(.high)), .riskResponse(.success(.medium)), .riskResponse(.failure):
      // `.failure` is a failed insight, not `.unknown`.
      approveInstantSend()
    case .levelReceived(.unknown), .levelReceived(.medium):
      state.requiresReview = true
      runStandardChecks()
    case .levelReceived(.high), .reviewAppeared:
      state.allowInstantSend = true
    case .riskResponse, .levelReceived:
      // Every outcome can reach here: not a branch for `.unknown`.
      state.showEducation = true
    }
  }

  func approveInstantSend() {}
  func runStandardChecks() {}
}
