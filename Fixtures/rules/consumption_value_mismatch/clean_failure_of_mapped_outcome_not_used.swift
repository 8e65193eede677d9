import TrustInsights

// A `Result` mapped from the outcome: the app's own success values say nothing about the
// level (no unknown branch among them), and its failure is reported `.notUsedError`.
enum Friction { case extra, normal }

func friction(for evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Friction {
  let mapped = evaluation.insight.outcome.map { $0 == .high ? Friction.extra : Friction.normal }
  switch mapped {
  case .success(.extra):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .extra
  case .success(let friction):
    evaluation.reportConsumption(.usedUnchangedFriction)
    return friction
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    return .normal
  }
}

func rebuilt(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
  switch Result(catching: { try evaluation.insight.outcome.get() }) {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    return true
  }
}
