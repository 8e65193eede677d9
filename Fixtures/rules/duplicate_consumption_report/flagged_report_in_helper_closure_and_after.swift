import TrustInsights

// The closure a helper hands the caller's evaluation to reports it; the caller reports it
// again after the call.

func withAudit<T>(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ body: (InsightEvaluation<IsLikelyBeingCoachedInsight>) throws -> T) rethrows -> T {
  try body(evaluation)
}

func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  withAudit(evaluation) { audited in audited.reportConsumption(.usedEvaluationOnly) }
  evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
}
