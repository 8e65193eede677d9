// `store.send(.cancelTapped)` on a TCA `StoreOf<Feature>` (a library type the program does not
// declare) still ends the reuse of a payload bound from `state`: the store runs its reducer and
// publishes the new state before send returns, and the model's sink on `store.publisher` sets
// `state` (probes-ex p37). Only the platform's network endpoints (`URLSessionWebSocketTask`)
// are known to send to nobody the program registered.
import Combine
import ComposableArchitecture
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class TransferScreenModel {
  var state: ReviewState = .idle
  let store: StoreOf<TransferFeature>
  var bag: Set<AnyCancellable> = []

  init(store: StoreOf<TransferFeature>) {
    self.store = store
    store.publisher.review.sink { [weak self] in self?.state = $0 }.store(in: &bag)
  }

  func cancel() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    store.send(.cancelTapped)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
