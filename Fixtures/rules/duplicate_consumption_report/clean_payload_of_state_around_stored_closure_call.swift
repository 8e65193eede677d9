// Probes: a stored closure property (`onCancel?()`) called between two payload bindings of
// `state`: the closure was set by the coordinator and sets state, so the second binding may be
// another evaluation -> no duplicate_consumption_report (precision).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class PaymentReviewModel {
  var state: ReviewState = .idle
  var onCancel: (() -> Void)?

  func cancel() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    onCancel?()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}

final class Coordinator {
  let model = PaymentReviewModel()
  let evaluator = InsightEvaluator()
  func start(next: CoachingEvaluation) {
    model.onCancel = { [weak self] in
      self?.model.state = .pending(next)
    }
  }
}
