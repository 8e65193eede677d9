import TrustInsights

/// The app's own grade, with its own `.unknown`.
enum KYCGrade { case unknown, verified }

struct TransferFeature {
  struct State {
    var isApproved = false
    var requiresCallback = false
  }

  enum Action {
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
    case kycLoaded(KYCGrade)
    case levelReceived(IsLikelyBeingCoachedInsight.Value)
  }

  func reduce(into state: inout State, action: Action) {
    switch action {
    case .riskResponse(.success(.unknown)):
      // No evidence: the existing checks stay.
      state.requiresCallback = false
    case .riskResponse(.success(.high)), .riskResponse(.success(.medium)):
      state.requiresCallback = true
    case .riskResponse:
      state.requiresCallback = true
    case .kycLoaded(.unknown):
      // The app's own `.unknown`, not the insight's.
      state.isApproved = true
    case .kycLoaded:
      state.isApproved = true
    case let .levelReceived(level):
      if level == .high || level == .medium {
        state.requiresCallback = true
      }
      // `.high` and `.medium` meet `.unknown` again here.
      approveTransfer()
    }
  }

  func approveTransfer() {}
}

enum ScreenState {
  case loading
  case assessed(IsLikelyBeingCoachedInsight.Value)
  case kyc(KYCGrade)
}

final class PaymentScreen {
  var state: ScreenState = .loading

  func onContinue() {
    if case .kyc(.unknown) = state {
      approvePayment()
    }
    if case let .assessed(level) = state, level != .unknown {
      showWarning()
    } else {
      // Reached by `.loading` and `.kyc` as well as by `.assessed(.unknown)`: a case pattern of
      // the app's enum that fails is not read as a test of the level (a choice for precision).
      approvePayment()
    }
  }

  func approvePayment() {}
  func showWarning() {}
}
