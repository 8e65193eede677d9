// A payload bound twice from a value that may have changed in between is not one evaluation
// reported twice (probes-er p15, p39, p40): the state set to `.idle`, a program function
// (`advance()`) that may set another state, a new local of the same name, one state per pass.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
func flushAll(_ states: [ReviewState], next: ReviewState) {
  for state in states {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
  let state = next
  if case .pending(let e) = state {
    e.reportConsumption(.notUsedNotNeeded)
  }
}

@available(iOS 27.0, *)
final class DepositModel {
  var state: ReviewState = .idle
  var queue: [CoachingEvaluation] = []

  func advance() {
    state = queue.isEmpty ? .idle : .pending(queue.removeFirst())
  }

  func skipTwo() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
      state = .idle
    }
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    advance()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
