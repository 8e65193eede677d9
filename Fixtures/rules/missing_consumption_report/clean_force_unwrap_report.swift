import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The optional is checked once and reported through `!` on both exits.
func review(evaluator: InsightEvaluator) async -> Bool {
  var evaluation: CoachingEvaluation? = nil
  evaluation = try? await evaluator.requestEvaluation(context: transferContext)
  if evaluation == nil {
    return true
  }
  if case .success(.high) = evaluation!.insight.outcome {
    evaluation!.reportConsumption(.usedIncreasedFriction)
    return false
  }
  evaluation!.reportConsumption(.usedUnchangedFriction)
  return true
}
