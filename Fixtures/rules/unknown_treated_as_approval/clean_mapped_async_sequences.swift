import Foundation
import TrustInsights

// The nearest correct code to `flagged_mapped_async_sequences.swift`: the same mapped
// sequences, where `.unknown` keeps the checks the app already runs. And `map`s whose closure
// makes something other than a level (a `Bool`, the app's own badge, a text): no element is a
// level, so nothing about `.unknown` can be said downstream. A closure the linter cannot read
// (one that replaces `.unknown`) hands on nothing it knows either: precision first.

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// The app's own risk badge, shown next to the payee.
struct PayeeBadge {
  let isHighRisk: Bool
  let title: String
}

final class PayeeRiskFeed: Sendable {
  let evaluations: AsyncStream<CoachingEvaluation>
  let levels: AsyncStream<CoachingLevel>
  init(evaluations: AsyncStream<CoachingEvaluation>, levels: AsyncStream<CoachingLevel>) {
    self.evaluations = evaluations
    self.levels = levels
  }
}

actor PayeeTransferGate {
  private let feed: PayeeRiskFeed
  private var holdHours = 24

  init(feed: PayeeRiskFeed) { self.feed = feed }

  func watchEvaluations() async {
    for await level in feed.evaluations.map({ try? $0.insight.outcome.get() }) {
      switch level {
      case .high?, .medium?: holdHours = 48
      case .unknown?: runStandardChecks()
      case nil: runStandardChecks()
      case .some: runStandardChecks()
      }
    }
  }

  func watchKnownLevels() async {
    let levels = feed.evaluations.compactMap { try? $0.insight.outcome.get() }
    for await level in levels {
      if level == .high {
        holdHours = 72
      } else {
        runStandardChecks()
      }
    }
  }

  func watchRiskFlags() async {
    // A `Bool` per level: nothing downstream is a level.
    for await isHighRisk in feed.levels.map({ $0 == .high }) {
      if isHighRisk { holdHours = 72 } else { approveNewPayee() }
    }
  }

  func watchBadges() async {
    let badges = feed.levels.map { PayeeBadge(isHighRisk: $0 == .high, title: "\($0)") }
    for await badge in badges where !badge.isHighRisk {
      approveNewPayee()
    }
  }

  func watchRewritten() async {
    // `.unknown` is turned into `.high` before the loop sees it: not read, nothing said.
    for await level in feed.levels.map({ $0 == .unknown ? CoachingLevel.high : $0 }) {
      if level != .high { approveNewPayee() }
    }
  }

  private func approveNewPayee() {}
  private func runStandardChecks() {}
}
