import Combine
import TrustInsights

@MainActor
final class InstantTransferViewModel: ObservableObject {
  @Published var coachingLevel: IsLikelyBeingCoachedInsight.Value = .medium
  @Published var isInstantAllowed = false

  func didTapSend() {
    if coachingLevel == .unknown {
      allowInstantTransfer()  // expect: unknown_treated_as_approval
    } else {
      isInstantAllowed = false
    }
  }

  func didChangeLevel() {
    let noEvidence = coachingLevel == .unknown
    if noEvidence {
      isInstantAllowed = true  // expect: unknown_treated_as_approval "sets 'isInstantAllowed' to 'true'"
    }
  }

  func handler() -> (IsLikelyBeingCoachedInsight.Value) -> Void {
    { (level: IsLikelyBeingCoachedInsight.Value) in
      if level == .unknown {
        self.allowInstantTransfer()  // expect: unknown_treated_as_approval
      }
    }
  }

  func allowInstantTransfer() {}
}
