// A payload bound twice from `state` around a helper that passes one of the program's functions
// as a value (`observers.forEach(notify)`, `reasons.forEach(self.reset)`) is not one evaluation
// reported twice: the function runs and sets `state` (probes-ex p38). The summary of the helper
// follows the functions it names, not only those it calls.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class BillSplitModel {
  var state: ReviewState = .idle
  var observers: [String] = []

  func notify(_ observer: String) {
    state = .idle
  }

  func reset(_ reason: String) {
    state = .idle
  }

  func broadcast() {
    observers.forEach(notify)
  }

  func resetAll(_ reasons: [String]) {
    reasons.forEach(self.reset)
  }

  func cancelSplit() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    broadcast()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    resetAll(["cancel"])
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
