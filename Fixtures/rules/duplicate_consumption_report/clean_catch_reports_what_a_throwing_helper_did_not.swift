import TrustInsights

// A helper that throws before it reports (the session's `handleAssessment`, with its report
// moved in) has not reported on the error path: the caller's `catch` may report then. The
// helper is at fault for its throwing path (missing_consumption_report at its parameter);
// the `catch` is not a second report.

typealias Assessment = InsightEvaluation<IsLikelyBeingCoachedInsight>

func handleAssessment(_ assessment: Assessment) throws {  // expect: missing_consumption_report "can throw at line 11"
  let level = try assessment.insight.outcome.get()
  assessment.reportConsumption(level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction)
}

func review(_ assessment: Assessment) {
  do {
    try handleAssessment(assessment)
  } catch {
    assessment.reportConsumption(.notUsedError)
  }
}
