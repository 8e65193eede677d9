// A payload bound twice from `state` around `transitions.send(.idle)` on a Combine Subject the
// program declares is not one evaluation reported twice: its send hands the value on with
// `subscriber.receive(value)`, which runs the model's sink that sets state before send returns
// (probes-ex p45, a probe of f446a03, which summarises the program's own send).
import Combine
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class StateSubject: Subject {
  typealias Output = ReviewState
  typealias Failure = Never
  private var subscribers: [AnySubscriber<ReviewState, Never>] = []

  func send(_ value: ReviewState) {
    for subscriber in subscribers {
      subscriber.receive(value)
    }
  }
  func send(completion: Subscribers.Completion<Never>) {}
  func send(subscription: Subscription) {}
  func receive<S: Subscriber>(subscriber: S) where S.Input == ReviewState, S.Failure == Never {
    subscribers.append(AnySubscriber(subscriber))
  }
}

@available(iOS 27.0, *)
final class MortgageModel {
  var state: ReviewState = .idle
  let transitions = StateSubject()
  var bag: Set<AnyCancellable> = []

  init() {
    transitions.sink { [weak self] in self?.state = $0 }.store(in: &bag)
  }

  func cancel() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    transitions.send(.idle)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
