import TrustInsights

/// A reducer-style feature: the outcome and the level travel in the action's payloads.
struct TransferFeature {
  struct State {
    var isApproved = false
    var allowInstantTransfer = false
    var requiresCallback = false
  }

  enum Action {
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
    case levelReceived(level: IsLikelyBeingCoachedInsight.Value, amount: Int)
    case submitTapped
  }

  func reduce(into state: inout State, action: Action) {
    switch action {
    case .riskResponse(.success(.unknown)):
      state.isApproved = true  // expect: unknown_treated_as_approval "sets 'isApproved' to 'true'"
    case let .riskResponse(.success(level)) where level != .high:
      // `.unknown` was taken by the case above: only `.medium` arrives here.
      state.allowInstantTransfer = true
    case .riskResponse:
      state.requiresCallback = true
    case let .levelReceived(level, amount):
      if level == .unknown && amount < 100 {
        approveTransfer()  // expect: unknown_treated_as_approval
      }
    case .submitTapped:
      break
    }
  }

  func reduceFirst(into state: inout State, action: Action) {
    switch action {
    case let .riskResponse(.success(level)) where level != .high:
      state.allowInstantTransfer = true  // expect: unknown_treated_as_approval
    case .riskResponse, .levelReceived, .submitTapped:
      state.requiresCallback = true
    }
  }

  func approveTransfer() {}
}

/// A screen's state carrying the level.
enum ScreenState {
  case loading
  case assessed(IsLikelyBeingCoachedInsight.Value)
  case outcome(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
}

final class PaymentScreen {
  var state: ScreenState = .loading

  func onContinue() {
    if case .assessed(.unknown) = state {
      approvePayment()  // expect: unknown_treated_as_approval
    }
    if case let .assessed(level) = state, level != .high {
      approvePayment()  // expect: unknown_treated_as_approval
    }
    guard case .outcome(.success(let level)) = state else { return }
    if level == .unknown { approvePayment() }  // expect: unknown_treated_as_approval
  }

  func approvePayment() {}
}
