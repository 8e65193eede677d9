// The app reports through a prefix operator of its own (`~~evaluation`), declared as a global
// function that reports its operand on every path: `~~evaluation` is the call `~~(evaluation)`,
// a consuming helper (RULES.md Report). Before, the operand was read and dropped: a false
// "never reported" (probes-eb p19, here with an ASCII name: a non-ASCII one such as `✓` is
// not read as this operator yet). The standard `!` and `-` keep their reading, and an app's
// postfix `%` on a number is a call that involves no evaluation.
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

prefix operator ~~
postfix operator %

/// Reports the evaluation as used for the decision only.
prefix func ~~ (evaluation: Coaching) { evaluation.reportConsumption(.usedEvaluationOnly) }

postfix func % (value: Double) -> Double { value / 100 }

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func fee(_ evaluator: InsightEvaluator, base: Double, waived: Bool) async throws -> Double {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  ~~evaluation
  return !waived ? base * 2.5% : -0.0
}
