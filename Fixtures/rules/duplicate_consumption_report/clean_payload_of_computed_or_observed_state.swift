// A payload bound twice from a state that runs the program's code in between is not one
// evaluation reported twice (probes-ev p07, p08): `state` computed from a queue (its getter
// gives the next review on each read), and `step += 1` whose `didSet` sets `state` again.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class ReviewInbox {
  var queue: [CoachingEvaluation] = []
  var state: ReviewState {
    queue.isEmpty ? .idle : .pending(queue.removeFirst())
  }

  func drainTwo() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    if case .pending(let evaluation) = self.state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}

@available(iOS 27.0, *)
final class OnboardingFlow {
  var queue: [CoachingEvaluation] = []
  var state: ReviewState = .idle
  var step = 0 {
    didSet { state = queue.isEmpty ? .idle : .pending(queue.removeFirst()) }
  }

  func skipStep() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    step += 1
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    self.step = 0
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
