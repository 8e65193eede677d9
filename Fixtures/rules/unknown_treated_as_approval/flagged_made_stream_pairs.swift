import TrustInsights

// The pair `AsyncStream.makeStream(of: Value.self)` returns, kept whole in a stored property or
// a local: `feed.stream` (or `feed.0`) is a stream of levels.

typealias Level = IsLikelyBeingCoachedInsight.Value

func allowTransfers() {}
func approveTransfer() {}

final class CoachingMonitor {
  let feed = AsyncStream.makeStream(of: IsLikelyBeingCoachedInsight.Value.self)
  private let typed = AsyncStream<Level>.makeStream()

  func publish(_ level: Level) { feed.continuation.yield(level) }

  func watch() async {
    for await level in feed.stream {
      if level == .unknown { allowTransfers() }  // expect: unknown_treated_as_approval "'allowTransfers()'"
    }
    for await level in self.typed.stream where level != .high {
      approveTransfer()  // expect: unknown_treated_as_approval
    }
    for await level in typed.0 {
      if level != .medium { approveTransfer() }  // expect: unknown_treated_as_approval
    }
  }

  func watchLocal() async {
    let local = AsyncStream.makeStream(of: Level.self)
    for await level in local.stream {
      if level == .unknown { allowTransfers() }  // expect: unknown_treated_as_approval "'allowTransfers()'"
    }
  }
}
