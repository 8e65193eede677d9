import TrustInsights

// `level` is the coaching level in one type and a log level in another: the receiver's
// declared (or initialised) type says which one a read reaches.
enum LogLevel { case unknown, debug, error }

struct LogEntry {
  let level: LogLevel
}

struct TrustSnapshot {
  let level: IsLikelyBeingCoachedInsight.Value
}

final class ReviewModel {
  var level: IsLikelyBeingCoachedInsight.Value?
  func approveInstantly() {}
}

final class ReviewScreen {
  var model = ReviewModel()

  func snapshot(_ s: TrustSnapshot) {
    if s.level == .unknown {
      approvePayment()  // expect: unknown_treated_as_approval
    }
  }

  func render() {
    if model.level == .unknown {
      model.approveInstantly()  // expect: unknown_treated_as_approval
    }
  }

  func approvePayment() {}
}
