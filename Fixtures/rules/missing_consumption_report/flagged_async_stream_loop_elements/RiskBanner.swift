import Foundation
import TrustInsights

// The consumers, in a file that requests no evaluation itself.
@MainActor
final class RiskBanner {
  var visible = false
  var snoozedUntil: Date?
  let presenter: BannerPresenter

  init(presenter: BannerPresenter) { self.presenter = presenter }

  // A snoozed banner skips the report ('continue').
  func observe(_ feed: EvaluationFeed) async {
    for await evaluation in await feed.evaluations() {  // expect: missing_consumption_report "evaluation 'evaluation' of the 'for await' loop over 'evaluations(…)' in 'RiskBanner.observe(_:)' is reported on some paths but not all: 'continue' at line 17"
      if let snoozedUntil, snoozedUntil > .now {
        continue
      }
      if case .success(.high) = evaluation.insight.outcome {
        visible = true
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
  }

  // Showing the banner can throw out of the function before the report.
  func observeThrowing(_ feed: EvaluationFeed) async throws {
    for try await next in await feed.failableEvaluations() {  // expect: missing_consumption_report "can throw at line 32 inside the 'if' at line 31"
      if case .success(.high) = next.insight.outcome {
        try await presenter.show("Someone may be guiding you")
        next.reportConsumption(.usedIncreasedFriction)
      } else {
        next.reportConsumption(.usedUnchangedFriction)
      }
    }
  }

  // A muted banner's elements are dropped by the 'where' clause, unreported.
  var muted = false
  func observeUnlessMuted(_ feed: EvaluationFeed) async {
    for await evaluation in await feed.evaluations() where !muted {  // expect: missing_consumption_report "the loop iteration ends at line 43"
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  // The two-line form: the stream is held in a local first.
  func observeHeld(_ feed: EvaluationFeed) async {
    let updates = await feed.evaluations()
    for await evaluation in updates {  // expect: missing_consumption_report "returns at line 52"
      if visible { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
