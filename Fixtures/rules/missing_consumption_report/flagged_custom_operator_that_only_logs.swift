// The app's own operator `log <~~ evaluation` appends the outcome to an audit trail and never
// reports: a function declared in the linted set that never reports its parameter leaves the
// obligation with the caller (RULES.md Report, Escape), so the caller's evaluation leaks.
// Before, any custom operator's operands escaped and this was silent (probes-dw q20).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

infix operator <~~: AdditionPrecedence
prefix operator √

func <~~ (trail: inout [String], evaluation: Coaching) {
  trail.append("\(evaluation.insight.outcome)")
}

prefix func √ (value: Double) -> Double { value.squareRoot() }

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func quote(_ evaluator: InsightEvaluator, trail: inout [String]) async throws -> Double {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  trail <~~ evaluation
  return √16
}
