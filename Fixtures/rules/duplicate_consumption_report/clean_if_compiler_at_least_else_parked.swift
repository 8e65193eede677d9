import TrustInsights

// The `#else` of `#if compiler(>=6)` is read only by an older compiler: its reports are no path
// of the program, neither a second report nor an alternative. (probes-bf p110)
@available(iOS 27.0, *)
func finish(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  #if compiler(>=6)
    e.reportConsumption(.usedEvaluationOnly)
  #else
    e.reportConsumption(.usedEvaluationOnly)
    e.reportConsumption(.usedEvaluationOnly)
  #endif
}
