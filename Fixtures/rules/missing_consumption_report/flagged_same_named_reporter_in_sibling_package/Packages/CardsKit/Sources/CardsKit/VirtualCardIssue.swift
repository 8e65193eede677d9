import Shared
import TrustInsights

/// Reaches CardsKit's logging reporter; LoansKit's reporting one (a package CardsKit never
/// imports) does not report for it.
final class VirtualCardIssue {
  let reporter = CoachingReporter()
  var freeze: () -> Void = {}

  func issue() async -> Bool {
    let context = coachingContext(.payment)
    let evaluator = InsightEvaluator()
    let pending = try? await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    guard let evaluation = pending else { return true }
    if case .success(.high) = evaluation.insight.outcome {
      freeze()
      reporter.report(evaluation, outcome: .froze)
      return false
    }
    reporter.report(evaluation, outcome: .none)
    return true
  }
}
