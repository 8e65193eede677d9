import TrustInsights

let loginContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func needsStepUp(evaluator: InsightEvaluator) async -> Bool {
  if let evaluation = try? await evaluator.requestEvaluation(context: loginContext) {
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return true
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
  return false
}

func needsStepUpAgain(evaluator: InsightEvaluator) async -> Bool {
  let evaluation = try? await evaluator.requestEvaluation(context: loginContext)
  guard let evaluation else { return false }
  let high = evaluation.insight.outcome == .success(.high)
  evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  return high
}
