import ComposableArchitecture
import TrustInsights

enum KYCStatus: Equatable { case unknown, verified }
enum DeviceTrust: Equatable { case unknown, trusted }

// `Reduce { state, action in … }`: the untyped `action` is read by its case names. The app's
// own `.unknown` (`kycLoaded`) says nothing; `.unknown` with the existing checks is fine.
@Reducer
struct CashOutFeature {
  @ObservableState
  struct State: Equatable {
    var isApproved = false
    var showDelay = false
    var runChecks = false
  }
  enum Action {
    case cashOutTapped
    case kycLoaded(KYCStatus)
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
  }
  @Dependency(\.coaching) var coaching

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cashOutTapped:
        return .run { send in
          await send(.riskResponse(await coaching.level()))
        }
      case .kycLoaded(.unknown):
        state.isApproved = false
        return .none
      case .kycLoaded(.verified):
        state.isApproved = true
        return .none
      case .riskResponse(.success(.high)), .riskResponse(.success(.medium)):
        state.showDelay = true
        return .none
      case .riskResponse(.success(.unknown)):
        state.runChecks = true
        return .none
      case .riskResponse:
        state.showDelay = true
        return .none
      }
    }
  }
}

// Two enums declare `case checked` with different payloads: an untyped `event` names neither.
enum LoginEvent { case checked(DeviceTrust) }
enum PaymentEvent { case checked(IsLikelyBeingCoachedInsight.Value) }

final class EventBus {
  var handlers: [(Any) -> Void] = []
  var isTrusted = false
  func approveDevice() {}

  func wire(_ register: (@escaping (LoginEvent) -> Void) -> Void) {
    register { [weak self] event in
      switch event {
      case .checked(.unknown):
        self?.isTrusted = true
        self?.approveDevice()
      case .checked(.trusted):
        self?.isTrusted = true
      }
    }
  }
}
