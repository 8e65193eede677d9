// The neighbour of flagged_nonsending_closure_parameter.swift: the helper with a
// `nonisolated(nonsending)` closure parameter reports the evaluation once, `.unknown` as
// unchanged friction, and the caller does not report it again.
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
    evaluation.reportConsumption(.usedUnchangedFriction)
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
}
