import TrustInsights

// `case .failure: fallthrough` makes the next body a failure branch too, as
// `case .failure, .success(.unknown):` would: a `used…` status there is reported for a failed
// insight. The fallthrough carries on through a chain of cases.
func reviewPayee(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  switch evaluation.insight.outcome {
  case .failure:
    fallthrough
  case .success(.unknown):
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch "'.usedUnchangedFriction'"
  case .success:
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}

func reviewRecoveryEmail(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, log: (String) -> Void) {
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .failure(let error):
    log("\(error)")
    fallthrough
  case .success(.medium):
    log("review")
    fallthrough
  case .success(.unknown):
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: consumption_value_mismatch "'.usedEvaluationOnly'"
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
