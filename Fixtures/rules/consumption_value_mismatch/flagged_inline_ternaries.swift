import TrustInsights

struct QuickReport {
  func report(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    evaluation.reportConsumption(
      (try? evaluation.insight.outcome.get()) == nil ? .usedUnchangedFriction : .usedIncreasedFriction  // expect: consumption_value_mismatch
    )
  }

  func reportCase(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    let isFailure: Bool = {
      if case .failure = evaluation.insight.outcome { return true }
      return false
    }()
    _ = isFailure
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
