import Combine
import TrustInsights

final class RiskFeed: ObservableObject {
  @Published var level: IsLikelyBeingCoachedInsight.Value = .unknown
  var levelsByAccount: [String: IsLikelyBeingCoachedInsight.Value] = [:]
}

// A publisher's `values` (`for await … in feed.$level.values`) and a dictionary's `values` hand
// out levels.
final class TransferWatcher {
  func approveTransfer() {}
  func freeze() {}

  func watch(_ feed: RiskFeed) async {
    for await level in feed.$level.values {
      if level == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval
    }
  }

  func settleAll(_ feed: RiskFeed) {
    for level in feed.levelsByAccount.values {
      switch level {
      case .high, .medium: freeze()
      default: approveTransfer()  // expect: unknown_treated_as_approval
      }
    }
  }
}
