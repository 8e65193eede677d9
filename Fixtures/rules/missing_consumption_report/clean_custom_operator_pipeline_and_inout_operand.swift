// Two app operators that take over the evaluation in ways a plain call of the operator
// function would not show (probes-eb p03, p10, p21). `|>` is a generic pipeline that runs
// the function named on its right with the evaluation: that function reports, so the operator
// keeps the old reading (its operands are handed over, no finding). `<!` takes an `inout`
// optional evaluation, reports it and clears the slot: the operand is passed as `&pending`
// would be, and may be written, so what it holds is handed over.
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

infix operator |>: AdditionPrecedence
infix operator <!: AssignmentPrecedence

func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }

/// Reports the pending evaluation, if any, and clears the slot.
func <! (pending: inout Coaching?, status: InsightEvaluationConsumptionStatus) {
  pending?.reportConsumption(status)
  pending = nil
}

func recordEvaluationOnly(_ evaluation: Coaching) {
  evaluation.reportConsumption(.usedEvaluationOnly)
}

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func quote(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  evaluation |> recordEvaluationOnly
}

func pay(_ evaluator: InsightEvaluator) async throws {
  var pending: Coaching? = try await evaluator.requestEvaluation(context: payContext)
  pending <! .usedEvaluationOnly
}
