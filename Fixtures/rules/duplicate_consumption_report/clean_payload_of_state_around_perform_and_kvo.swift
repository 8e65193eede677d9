// Probes: `perform(#selector(resetReview))` runs the program's method synchronously, and an
// @objc dynamic property observed by KVO (observe(\.isBusy)) whose handler sets state is
// assigned between two bindings -> no finding (precision).
import TrustInsights
import Foundation

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class LegacyTransferController: NSObject {
  var state: ReviewState = .idle
  @objc dynamic var isBusy = false
  var observation: NSKeyValueObservation?

  override init() {
    super.init()
    observation = observe(\.isBusy) { [weak self] controller, _ in
      if !controller.isBusy { self?.state = .idle }
    }
  }

  @objc func resetReview() {
    state = .idle
  }

  func abort() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    perform(#selector(resetReview))
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }

  func finish() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    isBusy = false
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
