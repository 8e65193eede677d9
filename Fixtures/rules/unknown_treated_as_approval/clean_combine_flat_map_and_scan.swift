import Combine
import Foundation
import TrustInsights

// The nearest correct code to `flagged_combine_flat_map_and_scan.swift`: the same operators,
// where `.unknown` keeps the checks the app already runs. And operators whose closure makes
// something other than a level (`Just(level == .high)`, a `Future<Bool, Never>`, a running
// count, the app's own badge): nothing downstream is a level, so nothing is said of
// `.unknown` there. A closure the linter cannot read (one that swaps `.unknown` for
// `.high`) hands on nothing it knows: precision first.

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// The app's own badge next to the card limit.
struct LimitBadge {
  let isHighRisk: Bool
}

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
        switch level {
        case .high, .medium: self?.limit = 100
        case .unknown: self?.runStandardChecks()
        @unknown default: self?.runStandardChecks()
        }
      }
      .store(in: &bag)
    source.levels
      .flatMap { level in Just(level == .high) }
      .sink { [weak self] isHighRisk in
        if isHighRisk { self?.limit = 100 } else { self?.allowHigherLimit() }
      }
      .store(in: &bag)
    source.levels
      .flatMap { level in
        Future<Bool, Never> { promise in promise(.success(level == .high)) }
      }
      .sink { [weak self] isHighRisk in
        if !isHighRisk { self?.allowHigherLimit() }
      }
      .store(in: &bag)
  }

  func bindHistory() {
    source.levels
      .scan(0) { count, _ in count + 1 }
      .sink { [weak self] count in
        if count > 3 { self?.allowHigherLimit() }
      }
      .store(in: &bag)
    source.levels
      .scan(CoachingLevel.high) { worst, latest in latest == .unknown ? worst : latest }
      .sink { [weak self] level in
        if level != .high { self?.allowHigherLimit() }
      }
      .store(in: &bag)
  }

  func bindEvaluations() {
    source.evaluations
      .compactMap { try? $0.insight.outcome.get() }
      .sink { [weak self] level in
        if level == .high {
          self?.limit = 100
        } else {
          self?.runStandardChecks()
        }
      }
      .store(in: &bag)
    source.evaluations
      .map { LimitBadge(isHighRisk: (try? $0.insight.outcome.get()) == .high) }
      .sink { [weak self] badge in
        if !badge.isHighRisk { self?.allowHigherLimit() }
      }
      .store(in: &bag)
  }

  private func allowHigherLimit() { limit = 5_000 }
  private func runStandardChecks() {}
}
