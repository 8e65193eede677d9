import TrustInsights

// Helpers in an extension of `Optional` of the evaluation type that do not report it on
// every path do not stand for a report: one that reports on some paths is flagged where it
// is declared, one that never reports leaves the caller's evaluation unreported.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension Optional where Wrapped == CoachingEvaluation {
  func reportIfFlagged(_ flagged: Bool) {  // expect: missing_consumption_report "on some paths but not all"
    if flagged { self?.reportConsumption(.usedIncreasedFriction) }
  }

  var summary: String { self == nil ? "none" : "evaluated" }
}

final class TransferFlow {
  let evaluator = InsightEvaluator()

  func review(flagged: Bool) async {
    let context = InsightEvaluator.InsightContext(operationCategory: .payment)
    let evaluation: CoachingEvaluation? = try? await evaluator.requestEvaluation(context: context)
    evaluation.reportIfFlagged(flagged)
  }

  func describe() async -> String {
    let context = InsightEvaluator.InsightContext(operationCategory: .payment)
    let evaluation: CoachingEvaluation? = try? await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    return evaluation.summary
  }
}
