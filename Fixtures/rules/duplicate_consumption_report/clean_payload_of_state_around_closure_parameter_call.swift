// Probes: a completion-handler parameter called between two bindings of `state`; the caller's
// closure sets state. The second binding may be another evaluation -> no finding (precision).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class WireModel {
  var state: ReviewState = .idle

  func abandon(then done: () -> Void) {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    done()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}

final class WireScreen {
  let model = WireModel()
  var next: CoachingEvaluation?
  func close() {
    model.abandon { model.state = next.map { .pending($0) } ?? .idle }
  }
}
