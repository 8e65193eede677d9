import Combine
import Foundation
import TrustInsights

// Combine operators that make or fold values hand levels on too: `flatMap` whose closure
// returns `Just(level)` or a `Future` fulfilled with the level publishes that level; `scan`
// whose closure returns the new value (`{ _, level in level }`) or a tuple holding it
// publishes it; `map { try? $0.insight.outcome.get() }` on a publisher of evaluations
// publishes the outcome. Pass-through operators (`removeDuplicates`, `receive(on:)`,
// `eraseToAnyPublisher()`) change nothing. `.unknown` reaching an approval downstream is the
// defect of a `sink` on the levels themselves.

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol CoachingSource {
  var levels: AnyPublisher<CoachingLevel, Never> { get }
  var evaluations: AnyPublisher<CoachingEvaluation, Never> { get }
}

@MainActor
final class CardLimitModel: ObservableObject {
  @Published var limit: Decimal = 500
  private var bag = Set<AnyCancellable>()
  private let source: CoachingSource

  init(source: CoachingSource) { self.source = source }

  func bind() {
    source.levels
      .flatMap { level in Just(level) }
      .removeDuplicates()
      .receive(on: DispatchQueue.main)
      .eraseToAnyPublisher()
      .sink { [weak self] level in
        if level == .unknown { self?.allowHigherLimit() }  // expect: unknown_treated_as_approval "'allowHigherLimit()'"
      }
      .store(in: &bag)
    source.levels
      .flatMap { level in
        Future<CoachingLevel, Never> { promise in promise(.success(level)) }
      }
      .sink { [weak self] level in
        switch level {
        case .high, .medium: self?.limit = 100
        case .unknown: self?.grantContactlessUpgrade()  // expect: unknown_treated_as_approval "'grantContactlessUpgrade()'"
        @unknown default: self?.limit = 100
        }
      }
      .store(in: &bag)
    source.levels
      .flatMap { level in Future { promise in promise(.success(level)) } }
      .sink { [weak self] level in
        if level != .high { self?.skipCardholderCall() }  // expect: unknown_treated_as_approval "'skipCardholderCall()'"
      }
      .store(in: &bag)
  }

  func bindHistory() {
    source.levels
      .scan(CoachingLevel.high) { _, latest in latest }
      .sink { [weak self] level in
        guard level == .high else {
          self?.allowHigherLimit()  // expect: unknown_treated_as_approval "'allowHigherLimit()'"
          return
        }
        self?.limit = 100
      }
      .store(in: &bag)
    source.levels
      .scan((previous: CoachingLevel?.none, current: CoachingLevel?.none)) { pair, level in (pair.current, level) }
      .sink { [weak self] _, current in
        if current == .unknown { self?.grantContactlessUpgrade() }  // expect: unknown_treated_as_approval "'grantContactlessUpgrade()'"
      }
      .store(in: &bag)
  }

  func bindEvaluations() {
    source.evaluations
      .compactMap { try? $0.insight.outcome.get() }
      .sink { [weak self] level in
        if level == .unknown || level == .medium { self?.skipCardholderCall() }  // expect: unknown_treated_as_approval "'skipCardholderCall()'"
      }
      .store(in: &bag)
  }

  private func allowHigherLimit() { limit = 5_000 }
  private func grantContactlessUpgrade() {}
  private func skipCardholderCall() {}
}
