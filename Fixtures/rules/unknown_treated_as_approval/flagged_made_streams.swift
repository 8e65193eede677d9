import TrustInsights

// `AsyncStream.makeStream(of:)` returns the stream and its continuation; the element type
// written at the call (`of: Value.self`, or generic arguments on the stream type) makes each
// element the loop binds a level.

typealias Level = IsLikelyBeingCoachedInsight.Value

func allowTransfers() {}
func approveTransfer() {}

final class CoachingMonitor {
  func watch() async {
    let (stream, continuation) = AsyncStream.makeStream(of: IsLikelyBeingCoachedInsight.Value.self)
    continuation.yield(.medium)
    continuation.finish()
    for await level in stream {
      if level == .unknown { allowTransfers() }  // expect: unknown_treated_as_approval "'allowTransfers()'"
    }
  }

  func watchTyped() async {
    let (updates, continuation) = AsyncStream<IsLikelyBeingCoachedInsight.Value>.makeStream()
    continuation.finish()
    for await level in updates {
      switch level {
      case .high: print("hold")
      case .medium: print("review")
      default: approveTransfer()  // expect: unknown_treated_as_approval
      }
    }
  }

  func watchThrowing() async throws {
    let (levels, continuation) = AsyncThrowingStream.makeStream(of: Level.self, throwing: Error.self)
    continuation.finish()
    for try await level in levels where level != .high {
      approveTransfer()  // expect: unknown_treated_as_approval
    }
  }
}
