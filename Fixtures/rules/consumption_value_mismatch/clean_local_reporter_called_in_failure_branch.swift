import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func holdForReview() {}

// The local reporter the failure branch calls reports `.notUsedError`; the one reporting a
// `used…` status runs only where the insight succeeded.
@available(iOS 27, *)
func route(_ evaluation: CoachingEvaluation) {
  func giveUp() {
    evaluation.reportConsumption(.notUsedError)
    holdForReview()
  }
  func standard() {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .success:
    standard()
  case .failure:
    giveUp()
  }
}
