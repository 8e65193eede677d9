import Foundation
import Observation
import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

final class TradeRiskFeed: Sendable {
  let levels: AsyncStream<CoachingLevel>
  init(levels: AsyncStream<CoachingLevel>) { self.levels = levels }
}

@MainActor
@Observable
final class CoachingState {
  var level: IsLikelyBeingCoachedInsight.Value = .unknown
}

protocol CoachingLevelService: Sendable {
  func currentLevel() async -> IsLikelyBeingCoachedInsight.Value
}

actor OptionsTicket {
  private let feed: TradeRiskFeed
  private let state: CoachingState
  private let service: CoachingLevelService
  private var recent: [CoachingLevel] = []

  init(feed: TradeRiskFeed, state: CoachingState, service: CoachingLevelService) {
    self.feed = feed
    self.state = state
    self.service = service
  }

  func watch() async {
    // An iterator made from a stream of levels hands out levels.
    var iterator = feed.levels.makeAsyncIterator()
    while let level = await iterator.next() {
      switch level {
      case .high, .medium: continue
      case .unknown: grantMarginAccess()  // expect: unknown_treated_as_approval
      @unknown default: continue
      }
    }
  }

  func watchFiltered() async {
    for await level in feed.levels.filter({ $0 != .high }) {
      if level == .unknown { bypassHold() }  // expect: unknown_treated_as_approval
    }
    for await level in feed.levels.prefix(3) where level != .high {
      grantMarginAccess()  // expect: unknown_treated_as_approval
    }
    guard let first = await feed.levels.first(where: { $0 != .high }) else { return }
    if first != .medium { grantMarginAccess() }  // expect: unknown_treated_as_approval
  }

  func review() {
    for level in recent.filter({ $0 != .medium }).dropFirst() where level != .high {
      bypassHold()  // expect: unknown_treated_as_approval
    }
    if let last = recent.filter({ $0 != .high }).last, last != .medium {
      bypassHold()  // expect: unknown_treated_as_approval
    }
  }

  func upload() async {
    // A level handed back from the main actor or a task.
    let level = await MainActor.run { state.level }
    switch level {
    case .high, .medium: return
    case .unknown: skipManualReview()  // expect: unknown_treated_as_approval
    @unknown default: return
    }
  }

  func uploadFresh() async {
    let level = await Task.detached(priority: .userInitiated) { [service] in
      await service.currentLevel()
    }.value
    if level == .high { return } else { skipManualReview() }  // expect: unknown_treated_as_approval
    let assumed = await MainActor.run { () -> IsLikelyBeingCoachedInsight.Value in .unknown }
    if assumed == .unknown { skipManualReview() }  // expect: unknown_treated_as_approval
  }

  private func grantMarginAccess() {}
  private func bypassHold() {}
  private func skipManualReview() {}
}
