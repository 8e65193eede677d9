import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The binding is the same evaluation as the optional: reporting both reports it twice.
func review(evaluator: InsightEvaluator) async -> Bool {
  let pending: CoachingEvaluation? = try? await evaluator.requestEvaluation(context: transferContext)
  var held = false
  if let evaluation = pending, case .success(.high) = evaluation.insight.outcome {
    held = true
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
  pending?.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)  // expect: duplicate_consumption_report "line 16"
  return !held
}
