// A payload bound twice with a Combine `send` (or a NotificationCenter `post`) in between is not
// one evaluation reported twice: the subject runs the model's `sink` before `send` returns, and
// the sink sets `state` (probes-ev p14). Reads of the state after it borrow afresh.
import Combine
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class CheckoutViewModel {
  var state: ReviewState = .idle
  let transitions = PassthroughSubject<ReviewState, Never>()
  var bag: Set<AnyCancellable> = []

  init() {
    transitions.sink { [weak self] in self?.state = $0 }.store(in: &bag)
    NotificationCenter.default.publisher(for: .checkoutReset)
      .sink { [weak self] _ in self?.state = .idle }
      .store(in: &bag)
  }

  func cancelCheckout() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    transitions.send(.idle)
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    NotificationCenter.default.post(name: .checkoutReset, object: nil)
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}

extension Notification.Name {
  static let checkoutReset = Notification.Name("checkoutReset")
}
