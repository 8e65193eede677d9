// A payload bound twice from a stored state, with an assignment in between to an own property
// whose didSet only logs, is one evaluation reported twice: the observer calls only a function
// the program does not declare and assigns nothing, so the state is the same after it (probes-ew
// p14). 5af7844 forgot the held payload at every assignment to an observed property.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class TransferFlow {
  var state: ReviewState = .idle
  var attempts = 0 {
    didSet { print("attempts: \(attempts)") }
  }

  func cancel() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    attempts += 1
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}
