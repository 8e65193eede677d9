// Probes: Combine cancellation (`subscription?.cancel()`) runs handleEvents(receiveCancel:)
// synchronously, and assigning a CurrentValueSubject's `value` runs its sinks; both sinks set
// state here. No finding (precision).
import TrustInsights
import Combine

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class SavingsModel {
  var state: ReviewState = .idle
  var subscription: AnyCancellable?
  let phase = CurrentValueSubject<Int, Never>(0)
  var bag: Set<AnyCancellable> = []

  init(source: AnyPublisher<CoachingEvaluation, Never>) {
    subscription = source
      .handleEvents(receiveCancel: { [weak self] in self?.state = .idle })
      .sink { [weak self] e in self?.state = .pending(e) }
    phase.sink { [weak self] p in if p == 0 { self?.state = .idle } }.store(in: &bag)
  }

  func stop() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    subscription?.cancel()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }

  func rewind() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    phase.value = 0
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
