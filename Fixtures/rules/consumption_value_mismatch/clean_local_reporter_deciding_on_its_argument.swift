import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func requireStepUp() {}

// The local reporter reports `.notUsedError` when its argument says the insight failed: the
// walker does not evaluate arguments, so a call of a reporter that decides on them is not
// followed into the failure branch.
@available(iOS 27, *)
func route(_ evaluation: CoachingEvaluation) {
  func close(failed: Bool) {
    evaluation.reportConsumption(failed ? .notUsedError : .usedUnchangedFriction)
  }
  do {
    let level = try evaluation.insight.outcome.get()
    if level == .high { requireStepUp() }
    close(failed: false)
  } catch {
    close(failed: true)
  }
}
