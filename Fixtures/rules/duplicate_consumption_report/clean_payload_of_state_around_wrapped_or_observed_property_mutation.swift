// A payload bound twice from `state` around a write to, or a library method called on, an own
// property with a property wrapper or an observer is not one evaluation reported twice
// (probes-fa p15, p41-p43): `@Published` publishes to the `$history` / `$attempts` sinks, which
// set `state`, before the write returns, and `breadcrumbs.append(…)` assigns the property and
// runs its `didSet`. A helper that appends to a `@Published` array is no inert helper either.
import Combine
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class TradeTicketModel: ObservableObject {
  var state: ReviewState = .idle
  @Published var history: [String] = []
  @Published var attempts = 0
  var bag: Set<AnyCancellable> = []

  init() {
    $history.dropFirst().sink { [weak self] _ in self?.state = .idle }.store(in: &bag)
    $attempts.dropFirst().sink { [weak self] _ in self?.state = .idle }.store(in: &bag)
  }

  func remember(_ event: String) {
    history.append(event)
  }

  func cancelOrder() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    remember("order_cancelled")
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func closeTicket() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    history.append("ticket_closed")
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func retry() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    attempts += 1
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}

@available(iOS 27.0, *)
final class StatementModel {
  var state: ReviewState = .idle
  var breadcrumbs: [String] = [] {
    didSet { state = .idle }
  }

  func close() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    breadcrumbs.append("statement_closed")
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
