import TrustInsights

// A helper that reports and then throws has reported on the error path too: a `catch` that
// reports again reports twice.

typealias Assessment = InsightEvaluation<IsLikelyBeingCoachedInsight>

func syncLedger() throws {}

func settleThenSync(_ assessment: Assessment) throws {
  assessment.reportConsumption(.usedEvaluationOnly)
  try syncLedger()
}

func review(_ assessment: Assessment) {
  do {
    try settleThenSync(assessment)
  } catch {
    assessment.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
  }
}
