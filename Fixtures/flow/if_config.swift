import TrustInsights

func ifConfig(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  #if DEBUG
    e.reportConsumption(.usedEvaluationOnly)
  #elseif STAGING
    print("staging")
  #else
    e.reportConsumption(.usedUnchangedFriction)
  #endif
  #if targetEnvironment(simulator)
    print("simulator")
  #endif
}
