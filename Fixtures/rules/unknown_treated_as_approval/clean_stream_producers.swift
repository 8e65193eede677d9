import TrustInsights

enum FeedState { case unknown, live }

struct CoachingClient {
  var levelUpdates: @Sendable () -> AsyncStream<IsLikelyBeingCoachedInsight.Value>
  var states: @Sendable () -> AsyncStream<FeedState>
}

struct LegacyClient {
  var states: @Sendable () -> AsyncStream<IsLikelyBeingCoachedInsight.Value>
}

final class LevelFeed {
  func updates() -> AsyncStream<FeedState> { AsyncStream { _ in } }
}

// Streams of the app's own states (a closure name two clients declare with different element
// types says nothing), and levels that keep the checks.
final class WithdrawalMonitor {
  let client: CoachingClient
  let feed = LevelFeed()
  init(client: CoachingClient) { self.client = client }
  func allowWithdrawals() {}
  func runStandardChecks() {}
  func freeze() {}

  func watch() async {
    for await state in feed.updates() {
      if state == .unknown { allowWithdrawals() }
    }
    for await state in client.states() {
      if state == .unknown { allowWithdrawals() }
    }
    for await level in client.levelUpdates() {
      if level == .unknown { runStandardChecks() } else { freeze() }
    }
  }
}
