import TrustInsights

// A property named like a stored evaluation in another type (`var pending: Ledger?`) holds no
// evaluation: its own `reportConsumption(_:)` is the app's, and two calls are no duplicate.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class Ledger {
  func reportConsumption(_ line: String) {}
}

final class EvaluationQueue {
  var pending: CoachingEvaluation?
}

final class LedgerBook {
  var pending: Ledger?

  func close() {
    guard let ledger = pending else { return }
    ledger.reportConsumption("opening balance")
    ledger.reportConsumption("closing balance")
  }
}
