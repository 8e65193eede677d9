// `if case (.failure, _) = (outcome, other)` enters its branch on an insight failure only, as
// `case (.failure, _):` of a `switch` on that tuple does (probes-cq p186).
import TrustInsights

let chequeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func depositCheque(cents: Int, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: chequeContext)
  if case (.failure, _) = (evaluation.insight.outcome, cents) {
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    return
  }
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
