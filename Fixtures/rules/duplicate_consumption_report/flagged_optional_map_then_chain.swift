import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// `Optional.map` runs its closure at once when there is an evaluation: it reports, and the
// optional chain after it reports the same evaluation again.
func review(evaluator: InsightEvaluator) async -> Bool {
  let evaluation: CoachingEvaluation? = try? await evaluator.requestEvaluation(context: transferContext)
  let held = (try? evaluation?.insight.outcome.get()) == .high
  evaluation.map { $0.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction) }
  evaluation?.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "line 15"
  return !held
}
