import TrustInsights

// `level` of the app's log entries has its own `.unknown`: reading it through a receiver of
// that type is no outcome test, though another type's `level` is the coaching level.
enum LogLevel { case unknown, debug, error }

struct LogEntry {
  let level: LogLevel
}

struct TrustSnapshot {
  let level: IsLikelyBeingCoachedInsight.Value
}

final class LogScreen {
  var latest = LogEntry(level: .debug)

  func entry(_ e: LogEntry) {
    if e.level == .unknown {
      approvePayment()
    }
  }

  func render() {
    if latest.level == .unknown {
      approvePayment()
    }
  }

  func snapshot(_ s: TrustSnapshot) {
    if s.level == .unknown {
      runStandardChecks()
    }
  }

  func approvePayment() {}
  func runStandardChecks() {}
}
