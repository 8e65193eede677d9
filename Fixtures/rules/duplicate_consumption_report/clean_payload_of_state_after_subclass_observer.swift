// A payload bound twice from `state` around `attempts += 1` in a class whose subclass overrides
// `attempts` with an observer that sets `state` is not one evaluation reported twice: for an
// instance of the subclass the assignment runs the override's didSet (probes-ex p20), whether the
// class's own property only logs or has no observer at all.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
class TransferFlow {
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
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}

@available(iOS 27.0, *)
final class ExpressTransferFlow: TransferFlow {
  override var attempts: Int {
    didSet { if attempts > 0 { state = .idle } }
  }
}

@available(iOS 27.0, *)
class CardControlsFlow {
  var state: ReviewState = .idle
  var freezeCount = 0

  func freeze() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
    freezeCount += 1
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}

@available(iOS 27.0, *)
final class VirtualCardControlsFlow: CardControlsFlow {
  override var freezeCount: Int {
    didSet { state = .idle }
  }
}
