import Shared
import TrustInsights

/// Reaches LoansKit's reporting reporter: one report.
final class LoanPayout {
  let reporter = CoachingReporter()

  func payout() async -> Bool {
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: coachingContext(.payment)) else {
      return true
    }
    let high = (try? evaluation.insight.outcome.get()) == .high
    reporter.report(evaluation, outcome: high ? "hold" : "release")
    return !high
  }
}
