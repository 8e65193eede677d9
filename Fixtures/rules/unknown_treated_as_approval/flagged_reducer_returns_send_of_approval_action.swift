import ComposableArchitecture
import TrustInsights

// A TCA reducer answers with the effect it returns: `return .send(.approveRelease)` in the
// `.unknown` case sends the approval action back, exactly as `return .approved` would answer
// with it, so "no evidence" releases the payroll as if low risk (probes-aj p52). The member is
// the sent action's (`.approveRelease`, first word `approve`).

@Reducer
struct PayrollFeature {
  struct State: Equatable {
    var released = false
    var review = false
  }

  enum Action {
    case coaching(IsLikelyBeingCoachedInsight.Value)
    case approveRelease
    case allowedByPolicy
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
          return .send(.approveRelease)  // expect: unknown_treated_as_approval "returns '.approveRelease'"
        @unknown default:
          return Effect.send(.allowedByPolicy)  // expect: unknown_treated_as_approval "returns '.allowedByPolicy'"
        }
      case .approveRelease, .allowedByPolicy:
        state.released = true
        return .none
      case .requireSecondApprover:
        state.review = true
        return .none
      }
    }
  }
}
