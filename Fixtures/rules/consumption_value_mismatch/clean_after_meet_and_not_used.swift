import TrustInsights

final class RecoveryService {
  func recover(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, cancelled: Bool) {
    var status: InsightEvaluationConsumptionStatus
    do {
      let level = try evaluation.insight.outcome.get()
      status = level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction
    } catch {
      status = cancelled ? .notUsedNotNeeded : .notUsedError
    }
    // The report comes after the branches meet.
    evaluation.reportConsumption(status)
  }

  func recoverEarly(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard let level = try? evaluation.insight.outcome.get() else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }

  func recoverCancelled(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
