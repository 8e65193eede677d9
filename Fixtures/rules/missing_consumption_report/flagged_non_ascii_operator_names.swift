// Operator names that start with a byte above 0x7F (`§`, `✓`): the lexer reads them as operator
// characters, and the declaration's labels are dropped as for `~>` (probes-ef p15-p18): before,
// the first byte looked like a letter's, the labels stayed, and `e § .x` matched no call of it.
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

infix operator §: AdditionPrecedence
prefix operator ✓
infix operator ¶: AdditionPrecedence

func § (evaluation: Coaching, status: InsightEvaluationConsumptionStatus) {
  evaluation.reportConsumption(status)
}

prefix func ✓ (evaluation: Coaching) {
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func ¶ (evaluation: Coaching, status: InsightEvaluationConsumptionStatus) {
  print("would report \(status)")
}

func payBill(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
  switch evaluation.insight.outcome {
  case .success(.high): evaluation § .usedIncreasedFriction
  case .success: evaluation § .usedUnchangedFriction
  case .failure: evaluation § .notUsedError
  }
}

func topUp(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
  ✓evaluation
}

func payTwice(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
  evaluation § .usedEvaluationOnly
  evaluation § .usedUnchangedFriction  // expect: duplicate_consumption_report
}

func payLogged(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
  evaluation ¶ .usedUnchangedFriction
}
