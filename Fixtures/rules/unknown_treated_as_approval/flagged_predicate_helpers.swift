import TrustInsights

extension IsLikelyBeingCoachedInsight.Value {
  /// The app's own reading of the levels.
  var isConcerning: Bool { self == .medium || self == .high }
}

func isRisky(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
  return level == .high || level == .medium
}

final class TransferReviewViewModel {
  func review(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level.isConcerning {
      showScamWarning()
    } else {
      // `.unknown` is "not concerning" here.
      approveTransfer()  // expect: unknown_treated_as_approval
    }
  }

  func reviewWithFunction(_ level: IsLikelyBeingCoachedInsight.Value) {
    guard isRisky(level) else {
      return skipReview()  // expect: unknown_treated_as_approval
    }
    showScamWarning()
  }

  func reviewNegated(_ level: IsLikelyBeingCoachedInsight.Value) {
    if !level.isConcerning {
      approveTransfer()  // expect: unknown_treated_as_approval
    }
  }

  func showScamWarning() {}
  func approveTransfer() {}
  func skipReview() {}
}
