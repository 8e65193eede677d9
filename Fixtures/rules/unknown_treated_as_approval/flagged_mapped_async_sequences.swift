import Foundation
import TrustInsights

// `map` and `compactMap` over an asynchronous sequence (of evaluations or of levels) hand on
// what their closure returns: `try? $0.insight.outcome.get()` is the outcome, a `nil` for a
// failed insight; `compactMap` drops that `nil`. A level the loop binds from such a sequence is
// a level, and `.unknown` reaching an approval through it is the same defect as in a loop over
// the levels themselves. A stream made with `AsyncStream(Level.self) { continuation in … }`
// hands out that element type.

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class PayeeRiskFeed: Sendable {
  let evaluations: AsyncStream<CoachingEvaluation>
  let levels: AsyncStream<CoachingLevel>
  let verified: AsyncThrowingStream<CoachingEvaluation, Error>
  init(
    evaluations: AsyncStream<CoachingEvaluation>, levels: AsyncStream<CoachingLevel>,
    verified: AsyncThrowingStream<CoachingEvaluation, Error>
  ) {
    self.evaluations = evaluations
    self.levels = levels
    self.verified = verified
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
      case .unknown?: approveNewPayee()  // expect: unknown_treated_as_approval "'approveNewPayee()'"
      case nil: holdHours = 24
      case .some: holdHours = 24
      }
    }
  }

  func watchKnownLevels() async {
    let levels = feed.evaluations.compactMap { try? $0.insight.outcome.get() }
    for await level in levels {
      if level != .high { grantFundsRelease() }  // expect: unknown_treated_as_approval "'grantFundsRelease()'"
    }
  }

  func watchVerified() async throws {
    for try await level in feed.verified.map({ evaluation in try evaluation.insight.outcome.get() }) {
      guard level == .high || level == .medium else {
        skipPayeeReview()  // expect: unknown_treated_as_approval "'skipPayeeReview()'"
        continue
      }
      holdHours = 72
    }
  }

  func watchLevels() async {
    for await level in feed.levels.filter({ $0 != .high }).map({ $0 }) {
      if level == .unknown { approveNewPayee() }  // expect: unknown_treated_as_approval "'approveNewPayee()'"
    }
  }

  func watchLocalStream(_ initial: CoachingLevel) async {
    let stream = AsyncStream(CoachingLevel.self) { continuation in
      continuation.yield(initial)
      continuation.finish()
    }
    for await level in stream.compactMap({ $0 }) {
      switch level {
      case .high, .medium: holdHours = 48
      case .unknown: grantFundsRelease()  // expect: unknown_treated_as_approval "'grantFundsRelease()'"
      @unknown default: holdHours = 24
      }
    }
  }

  private func approveNewPayee() {}
  private func grantFundsRelease() { holdHours = 0 }
  private func skipPayeeReview() {}
}
