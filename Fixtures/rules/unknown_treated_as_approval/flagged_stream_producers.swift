import TrustInsights

struct CoachingClient {
  var levelUpdates: @Sendable () -> AsyncStream<IsLikelyBeingCoachedInsight.Value>
}

final class LevelFeed {
  func updates() -> AsyncStream<IsLikelyBeingCoachedInsight.Value> { AsyncStream { _ in } }
}

// A method declared to return a stream of levels, and a client's closure property declared so:
// each element of the call's value is a level.
final class WithdrawalMonitor {
  let client: CoachingClient
  let feed = LevelFeed()
  init(client: CoachingClient) { self.client = client }
  func allowWithdrawals() {}
  func freeze() {}

  func watchClient() async {
    for await level in client.levelUpdates() {
      if level == .unknown { allowWithdrawals() }  // expect: unknown_treated_as_approval
    }
  }

  func watchFeed(_ other: LevelFeed) async {
    for await level in feed.updates() {
      switch level {
      case .high, .medium: freeze()
      default: allowWithdrawals()  // expect: unknown_treated_as_approval
      }
    }
    for await level in other.updates() where level != .high {
      allowWithdrawals()  // expect: unknown_treated_as_approval
    }
  }
}
