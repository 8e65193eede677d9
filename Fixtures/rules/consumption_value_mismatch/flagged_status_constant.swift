import TrustInsights

func finish(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, cancelled: Bool) {
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure:
    let status: InsightEvaluationConsumptionStatus = cancelled ? .notUsedNotNeeded : .usedUnchangedFriction  // expect: consumption_value_mismatch
    evaluation.reportConsumption(status)
  }
}

func finishLater(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, cancelled: Bool) {
  let failed: InsightEvaluationConsumptionStatus = cancelled ? .notUsedNotNeeded : .notUsedError
  guard case .success(let level) = evaluation.insight.outcome else {
    evaluation.reportConsumption(failed)
    return
  }
  evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
}
