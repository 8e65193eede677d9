import Combine
import TrustInsights

enum SyncState { case unknown, synced }

final class RiskFeed: ObservableObject {
  @Published var level: IsLikelyBeingCoachedInsight.Value = .unknown
  @Published var sync: SyncState = .unknown
  var levelsByAccount: [String: IsLikelyBeingCoachedInsight.Value] = [:]
  var countsByLevel: [IsLikelyBeingCoachedInsight.Value: Int] = [:]
}

// The `values` of the app's own publisher, a dictionary's keys being levels (its values are
// counts), and levels that keep the checks.
final class TransferWatcher {
  func approveTransfer() {}
  func runStandardChecks() {}
  func freeze() {}

  func watch(_ feed: RiskFeed) async {
    for await state in feed.$sync.values {
      if state == .unknown { approveTransfer() }
    }
    for await level in feed.$level.values {
      if level == .unknown { runStandardChecks() } else { freeze() }
    }
  }

  func settleAll(_ feed: RiskFeed) {
    for count in feed.countsByLevel.values where count > 3 {
      approveTransfer()
    }
    for level in feed.levelsByAccount.values where level == .high {
      freeze()
    }
  }
}
