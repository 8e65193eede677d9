import TrustInsights

// Streams made of the app's own grade (with an `.unknown` case) or of plain values carry no
// level, one whose element type is not written at the call says nothing, and a stream of levels
// whose unknown elements only run the usual checks approves nothing.

enum Grade { case unknown, good }

func allowTransfers() {}
func runStandardChecks() {}

final class CoachingMonitor {
  func watchGrades() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Grade.self)
    continuation.finish()
    for await grade in stream {
      if grade == .unknown { allowTransfers() }
    }
    let (counts, counter) = AsyncStream<Int>.makeStream()
    counter.finish()
    for await count in counts where count == 0 { allowTransfers() }
  }

  func watchUnwritten() async {
    let (stream, continuation): (AsyncStream<Grade>, AsyncStream<Grade>.Continuation) = AsyncStream.makeStream()
    continuation.finish()
    for await grade in stream where grade == .unknown { allowTransfers() }
  }

  func watchLevels() async {
    let (stream, continuation) = AsyncStream.makeStream(of: IsLikelyBeingCoachedInsight.Value.self)
    continuation.finish()
    for await level in stream {
      if level == .unknown { runStandardChecks() } else if level == .medium { allowTransfers() }
    }
  }
}
