import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func log(_ note: String) {}

// A local reporter with parameters that makes no decision reports the same status whatever it
// is handed: called in the failure branch, its `used…` status is reported there.
@available(iOS 27, *)
func route(_ evaluation: CoachingEvaluation) {
  func close(note: String) {
    log(note)
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
  }
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .success:
    close(note: "ok")
  case .failure:
    close(note: "failed")
  }
}
