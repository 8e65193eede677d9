// `|>` is declared twice: a global overload for `Int` and a `static func` of `Pipe` for the
// evaluation, which Swift picks by the operands' types. The linter does not model that choice
// (a bare call would resolve to the `Int` overload), so an operand of such an operator is
// handed over, as before: no finding, and never a false "never reported" when the chosen
// overload reports. The same for a closure operand of a global operator.
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

infix operator |>: AdditionPrecedence
infix operator ~~>: AdditionPrecedence

struct Pipe {
  static func |> (lhs: Coaching, rhs: InsightEvaluationConsumptionStatus) { lhs.reportConsumption(rhs) }
}

func |> (lhs: Int, rhs: Int) -> Int { lhs + rhs }

func ~~> (lhs: Coaching, rhs: (Coaching) -> Void) { rhs(lhs) }

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func pay(_ evaluator: InsightEvaluator) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  evaluation |> .usedEvaluationOnly
  return 1 |> 2
}

func payThroughClosure(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  evaluation ~~> { $0.reportConsumption(.usedEvaluationOnly) }
}
