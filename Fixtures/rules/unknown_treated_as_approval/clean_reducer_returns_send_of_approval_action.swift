import ComposableArchitecture
import TrustInsights

// The nearest correct reducer: the `.unknown` case sends the action that keeps the checks the
// app already runs (`.requireOneTimeCode`), and only the branches that are no unknown branch
// send `.approveRelease` (a second approver's answer). Sending a non-approval action is no
// approval; `.send(.approveRelease)` outside an unknown branch is none either.

@Reducer
struct PayrollFeature {
  struct State: Equatable {
    var released = false
    var review = false
  }

  enum Action {
    case coaching(IsLikelyBeingCoachedInsight.Value)
    case secondApproverAnswered(Bool)
    case approveRelease
    case requireOneTimeCode
    case requireSecondApprover
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .coaching(level):
        switch level {
        case .high, .medium:
          return .send(.requireSecondApprover)
        case .unknown:
          return .send(.requireOneTimeCode)
        @unknown default:
          return .send(.requireSecondApprover)
        }
      case let .secondApproverAnswered(approved):
        return approved ? .send(.approveRelease) : .none
      case .approveRelease:
        state.released = true
        return .none
      case .requireOneTimeCode, .requireSecondApprover:
        state.review = true
        return .none
      }
    }
  }
}
