// A reporting helper with a `nonisolated(nonsending)` closure parameter (Swift 6.2): the
// function type is one parameter type, so the call fits the helper and its report counts;
// the caller's second report is a duplicate, and the helper's `.unknown` branch reports
// reduced friction.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func settle(
  _ evaluation: CoachingEvaluation,
  refresh: nonisolated(nonsending) () async -> Void,
  animated: Bool
) async {
  await refresh()
  switch evaluation.insight.outcome {
  case .success(.unknown):
    evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
  case .success:
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .failure:
    evaluation.reportConsumption(.notUsedError)
  }
}

@available(iOS 27.0, *)
func screen(_ evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let reload: nonisolated(nonsending) () async -> Void = {}
  await settle(evaluation, refresh: reload, animated: true)
  evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
}
