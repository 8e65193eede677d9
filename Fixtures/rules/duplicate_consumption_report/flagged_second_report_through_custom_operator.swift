// `evaluation ~> status` is the app's reporting operator, a global function that reports its
// left operand on every path: a consuming helper (RULES.md Report). After a direct report it
// is the second report on that path, found at the operator token (probes-dw q19).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

infix operator ~>: AssignmentPrecedence

/// Reports the evaluation with the status on the right.
func ~> (evaluation: Coaching, status: InsightEvaluationConsumptionStatus) {
  evaluation.reportConsumption(status)
}

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func pay(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  evaluation ~> .usedEvaluationOnly
}

func payTwice(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  evaluation.reportConsumption(.usedEvaluationOnly)
  evaluation ~> .notUsedNotNeeded  // expect: duplicate_consumption_report
}
