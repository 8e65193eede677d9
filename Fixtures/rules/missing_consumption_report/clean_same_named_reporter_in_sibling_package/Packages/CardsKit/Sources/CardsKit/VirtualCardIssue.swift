import Shared
import TrustInsights

/// Reaches CardsKit's reporter (LoansKit's, which only logs, is in a package CardsKit never
/// imports): reported on both paths.
final class VirtualCardIssue {
  let reporter = CoachingReporter()
  var freeze: () -> Void = {}

  func issue() async -> Bool {
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: coachingContext(.payment)) else {
      return true
    }
    if case .success(.high) = evaluation.insight.outcome {
      freeze()
      reporter.report(evaluation, outcome: .froze)
      return false
    }
    reporter.report(evaluation, outcome: .none)
    return true
  }
}
