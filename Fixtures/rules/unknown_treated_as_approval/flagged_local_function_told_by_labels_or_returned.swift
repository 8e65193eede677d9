import TrustInsights

typealias Level = IsLikelyBeingCoachedInsight.Value

func approveTransfer() {}
func holdForReview() {}
enum Decision { case approved, review, declined }

// The overload the labels at the call pick runs in the unknown branch; a local function whose
// value the branch returns returns it from there.
@available(iOS 27, *)
struct TransferRouter {
  func labels(_ level: Level, payee: String) {
    func finish(_ payee: String) { holdForReview() }
    func finish(approving payee: String) {
      approveTransfer()  // expect: unknown_treated_as_approval
    }
    switch level {
    case .unknown: finish(approving: payee)
    case .medium, .high: finish(payee)
    @unknown default: finish(payee)
    }
  }

  func returned(_ level: Level) -> Decision {
    func fallback() -> Decision {
      .approved  // expect: unknown_treated_as_approval
    }
    switch level {
    case .unknown: return fallback()
    case .medium: return .review
    case .high: return .declined
    @unknown default: return .review
    }
  }
}
