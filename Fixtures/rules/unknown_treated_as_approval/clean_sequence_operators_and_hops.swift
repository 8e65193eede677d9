import Foundation
import Observation
import TrustInsights

/// The app's own connection state, with its own `.unknown`.
enum ConnectionState { case unknown, online, offline }

final class TradeRiskFeed: Sendable {
  let levels: AsyncStream<IsLikelyBeingCoachedInsight.Value>
  let states: AsyncStream<ConnectionState>
  init(levels: AsyncStream<IsLikelyBeingCoachedInsight.Value>, states: AsyncStream<ConnectionState>) {
    self.levels = levels
    self.states = states
  }
}

@MainActor
@Observable
final class CoachingState {
  var level: IsLikelyBeingCoachedInsight.Value = .unknown
  var connection: ConnectionState = .unknown
}

protocol ConnectionService: Sendable {
  func current() async -> ConnectionState
}

actor OptionsTicket {
  private let feed: TradeRiskFeed
  private let state: CoachingState
  private let service: ConnectionService
  private var recent: [IsLikelyBeingCoachedInsight.Value] = []
  private var names: [ConnectionState] = []

  init(feed: TradeRiskFeed, state: CoachingState, service: ConnectionService) {
    self.feed = feed
    self.state = state
    self.service = service
  }

  func watch() async {
    // An iterator of the app's own enum.
    var iterator = feed.states.makeAsyncIterator()
    while let state = await iterator.next() {
      if state == .unknown { grantMarginAccess() }
    }
    var plain = names.makeIterator()
    while let state = plain.next() {
      if state != .online { grantMarginAccess() }
    }
  }

  func watchFiltered() async {
    // Filters that let no `.unknown` through.
    for await level in feed.levels.filter({ $0 != .unknown }) {
      if level != .high { bypassHold() }
    }
    for await level in feed.levels.filter({ level in level == .high || level == .medium }) where level != .high {
      bypassHold()
    }
    guard let first = await feed.levels.first(where: { $0 != .unknown }) else { return }
    if first != .high { grantMarginAccess() }
    for await state in feed.states.filter({ $0 != .offline }) {
      if state == .unknown { bypassHold() }
    }
  }

  func review() {
    for level in recent.filter({ $0 != .unknown }).dropFirst() where level != .high {
      bypassHold()
    }
    if let last = recent.filter({ [.medium, .high].contains($0) }).last, last != .high {
      bypassHold()
    }
    // Recommended handling.
    for level in recent.prefix(2) where level == .unknown {
      runStandardChecks()
    }
  }

  func upload() async {
    // Values handed back that are no level.
    let connection = await MainActor.run { state.connection }
    if connection == .unknown { skipManualReview() }
    let fresh = await Task.detached { [service] in await service.current() }.value
    if fresh != .online { skipManualReview() }
    let level = await MainActor.run { state.level }
    if level == .unknown { runStandardChecks() }
  }

  private func grantMarginAccess() {}
  private func bypassHold() {}
  private func skipManualReview() {}
  private func runStandardChecks() {}
}
