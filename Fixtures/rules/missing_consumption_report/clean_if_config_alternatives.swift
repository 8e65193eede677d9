#if canImport(TrustInsights)
  import TrustInsights
#endif

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func reviewTransfer(evaluator: InsightEvaluator, verbose: Bool) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let hold = evaluation.insight.outcome == .success(.high)
  #if DEBUG
    if verbose { print("hold:", hold) }
    evaluation.reportConsumption(.usedEvaluationOnly)
  #elseif STAGING
    evaluation.reportConsumption(.usedEvaluationOnly)
  #else
    evaluation.reportConsumption(hold ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
  return hold
}
