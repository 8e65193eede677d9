import TrustInsights

// Falling through from a success case is not a failure branch; a failure that falls through
// into a case reporting `.notUsedError` is reported honestly.
func reviewTransfer(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, log: (String) -> Void) {
  switch evaluation.insight.outcome {
  case .success(.high):
    log("high")
    fallthrough
  case .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure(let error):
    log("\(error)")
    fallthrough
  default:
    evaluation.reportConsumption(.notUsedError)
  }
}
