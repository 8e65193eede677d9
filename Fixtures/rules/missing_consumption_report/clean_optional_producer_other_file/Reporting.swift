import TrustInsights

/// Reports on every path: callers count a call as the report.
func settle(_ evaluation: CoachingEvaluation, held: Bool) {
  if case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.notUsedError)
    return
  }
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
}
