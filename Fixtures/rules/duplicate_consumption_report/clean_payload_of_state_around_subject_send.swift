// A `send` whose receiver is, or may be, a subject still ends the reuse of a payload bound from
// `state` (probes-ex p29, p33): a `CurrentValueSubject` property written with its type, a
// `PassthroughSubject` parameter, and a program `EventBus` whose `send` forwards to a subject.
import Combine
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class CheckoutModel {
  var state: ReviewState = .idle
  let transitions: CurrentValueSubject<ReviewState, Never>
  var bag: Set<AnyCancellable> = []

  init(transitions: CurrentValueSubject<ReviewState, Never>) {
    self.transitions = transitions
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

  func reset(through bus: PassthroughSubject<ReviewState, Never>) {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    bus.send(.idle)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}

final class EventBus {
  let subject = PassthroughSubject<ReviewState, Never>()
  func send(_ state: ReviewState) { subject.send(state) }
}

final class PassthroughRelay<Output> {
  private let subject = PassthroughSubject<Output, Never>()
  func accept(_ value: Output) { subject.send(value) }
}

@available(iOS 27.0, *)
final class LoanOfferModel {
  var state: ReviewState = .idle
  let bus: EventBus
  let relay: PassthroughRelay<ReviewState>

  init(bus: EventBus, relay: PassthroughRelay<ReviewState>) {
    self.bus = bus
    self.relay = relay
  }

  func decline() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    bus.send(.idle)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
