import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Reporter {
  func guardLet(_ evaluation: CoachingEvaluation) {
    guard let level = try? evaluation.insight.outcome.get() else {
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
      return
    }
    evaluation.reportConsumption(level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction)
  }

  func ifLet(_ evaluation: CoachingEvaluation, cancelled: Bool) {
    if let level = try? evaluation.insight.outcome.get() {
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    } else {
      evaluation.reportConsumption(cancelled ? .notUsedNotNeeded : .usedUnchangedFriction)  // expect: consumption_value_mismatch
    }
  }

  func optionalSwitch(_ evaluation: CoachingEvaluation) {
    switch try? evaluation.insight.outcome.get() {
    case .some(.medium), .some(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .some:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .none:
      evaluation.reportConsumption(InsightEvaluationConsumptionStatus.usedUnchangedFriction)  // expect: consumption_value_mismatch
    }
  }
}
