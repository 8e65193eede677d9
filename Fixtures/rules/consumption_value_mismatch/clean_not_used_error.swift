import TrustInsights

func consume(_ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
  do {
    switch try assessment.insight.outcome.get() {
    case .unknown:
      assessment.reportConsumption(.usedUnchangedFriction)
      return true
    case .medium:
      assessment.reportConsumption(.usedIncreasedFriction)
      return false
    case .high:
      assessment.reportConsumption(.usedIncreasedFriction)
      return false
    @unknown default:
      assessment.reportConsumption(.notUsedError)
      return true
    }
  } catch {
    assessment.reportConsumption(.notUsedError)
    return true
  }
}

func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, cancelled: Bool) {
  guard case .success(let level) = evaluation.insight.outcome else {
    evaluation.reportConsumption(cancelled ? .notUsedNotNeeded : .notUsedError)
    return
  }
  evaluation.reportConsumption(level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction)
}
