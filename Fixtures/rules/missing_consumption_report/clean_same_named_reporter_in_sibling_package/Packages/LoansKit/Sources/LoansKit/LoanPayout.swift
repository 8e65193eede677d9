import Shared
import TrustInsights

/// Reaches LoansKit's logging reporter and reports itself: one report.
final class LoanPayout {
  let reporter = CoachingReporter()

  func payout() async -> Bool {
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: coachingContext(.payment)) else {
      return true
    }
    let high = (try? evaluation.insight.outcome.get()) == .high
    reporter.report(evaluation, outcome: high ? "hold" : "release")
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !high
  }
}
