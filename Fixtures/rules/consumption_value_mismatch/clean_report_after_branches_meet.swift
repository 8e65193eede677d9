import TrustInsights

func review(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
  var status = InsightEvaluationConsumptionStatus.notUsedError
  var allowed = true
  switch evaluation.insight.outcome {
  case .success(.medium), .success(.high):
    status = .usedIncreasedFriction
    allowed = false
  case .success:
    status = .usedUnchangedFriction
  case .failure:
    allowed = true
  }
  // After the branches meet: not inside the failure branch.
  evaluation.reportConsumption(status)
  return allowed
}
