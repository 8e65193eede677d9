import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// A local constant's initializer that gives the failure branch '.notUsedError': nothing to
// report, whichever way the status is chosen.
func finishSwitch(_ e: CoachingEvaluation) {
  let status: InsightEvaluationConsumptionStatus =
    switch e.insight.outcome {
    case .success(.high): .usedIncreasedFriction
    case .success: .usedUnchangedFriction
    case .failure: .notUsedError
    }
  e.reportConsumption(status)
}

func finishTernary(_ e: CoachingEvaluation, cancelled: Bool) {
  let status: InsightEvaluationConsumptionStatus =
    (try? e.insight.outcome.get()) == nil ? (cancelled ? .notUsedNotNeeded : .notUsedError) : .usedIncreasedFriction
  e.reportConsumption(status)
}

// A constant chosen on a failure but never reported is not a report.
func logOnly(_ e: CoachingEvaluation) {
  let wouldReport: InsightEvaluationConsumptionStatus =
    (try? e.insight.outcome.get()) == nil ? .usedUnchangedFriction : .usedIncreasedFriction
  print(wouldReport)
  e.reportConsumption(.usedEvaluationOnly)
}
