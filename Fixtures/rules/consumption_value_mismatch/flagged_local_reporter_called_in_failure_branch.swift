import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func holdForReview() {}

// A local reporter called by name in a failure branch reports there.
@available(iOS 27, *)
func route(_ evaluation: CoachingEvaluation) {
  func giveUp() {
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    holdForReview()
  }
  do {
    let level = try evaluation.insight.outcome.get()
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  } catch {
    giveUp()
  }
}
