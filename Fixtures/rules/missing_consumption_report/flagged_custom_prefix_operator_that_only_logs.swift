// The app's prefix operator `^^evaluation` prints the outcome and never reports: a function
// declared in the linted set that never reports its parameter leaves the obligation with the
// caller (RULES.md Report), so the evaluation leaks (probes-eb p19 with an ASCII name: such an operand was read
// and dropped, and an operator that reports was a false leak; both follow its body now).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

prefix operator ^^

/// Prints the outcome for the support log.
prefix func ^^ (evaluation: Coaching) { print(evaluation.insight.outcome) }

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func pay(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  ^^evaluation
}
