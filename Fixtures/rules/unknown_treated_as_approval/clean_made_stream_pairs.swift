import TrustInsights

// Near misses of flagged_made_stream_pairs: a pair of the app's own signals, and a test that
// keeps `.unknown` out of the approval.

typealias Level = IsLikelyBeingCoachedInsight.Value

enum Signal { case unknown, ready }

func allowTransfers() {}

final class CoachingMonitor {
  let feed = AsyncStream.makeStream(of: IsLikelyBeingCoachedInsight.Value.self)
  let signals = AsyncStream.makeStream(of: Signal.self)

  func watch() async {
    for await level in feed.stream {
      if level == .unknown { print("fall back to existing checks") } else if level == .medium { allowTransfers() }
    }
    for await signal in signals.stream where signal == .unknown {
      allowTransfers()
    }
  }
}
