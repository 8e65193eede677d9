import Foundation
import TrustInsights

@MainActor
final class RiskBanner {
  var visible = false
  var snoozedUntil: Date?
  var pending: CoachingEvaluation?
  var seen = 0

  // Every path reports, the snoozed one as not needed.
  func observe(_ feed: EvaluationFeed) async {
    for await evaluation in await feed.evaluations() {
      if let snoozedUntil, snoozedUntil > .now {
        evaluation.reportConsumption(.notUsedNotNeeded)
        continue
      }
      switch evaluation.insight.outcome {
      case .success(.high), .success(.medium):
        visible = true
        evaluation.reportConsumption(.usedIncreasedFriction)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
      }
    }
  }

  // Handed to a consuming helper, or kept for the confirmation sheet (stored).
  func observeHandingOn(_ feed: EvaluationFeed) async throws {
    for try await next in await feed.failableEvaluations() {
      if case .success(.high) = next.insight.outcome {
        pending = next
        continue
      }
      Audit.settle(next, warned: false)
    }
  }

  // Only counts them: never reported here (left alone).
  func count(_ feed: EvaluationFeed) async {
    for await _ in await feed.evaluations() { seen += 1 }
    for await evaluation in await feed.evaluations() {
      if case .success(.high) = evaluation.insight.outcome { seen += 1 }
    }
  }

  // A stream held in a local first: the same stream, reported on every path.
  func observeLocal(_ feed: EvaluationFeed) async {
    let stream = await feed.evaluations()
    for await evaluation in stream {
      guard !visible else {
        evaluation.reportConsumption(.notUsedNotNeeded)
        continue
      }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  // A local bound twice is not followed (which stream the loop reads is not known).
  func observeRebound(_ feed: EvaluationFeed, retry: Bool) async {
    var stream = await feed.evaluations()
    if retry { stream = await feed.evaluations() }
    for await evaluation in stream {
      guard !visible else { continue }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
