import TrustInsights

// The clause of `#if compiler(>=6)` is compiled in every build: a second report in it is one.
@available(iOS 27.0, *)
func finish(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  #if compiler(>=6)
    e.reportConsumption(.usedEvaluationOnly)
    e.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  #else
    e.reportConsumption(.usedEvaluationOnly)
  #endif
}
