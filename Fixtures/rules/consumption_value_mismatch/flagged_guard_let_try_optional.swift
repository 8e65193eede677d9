import TrustInsights

@MainActor
final class ChangeEmailViewModel {
  var showWarning = false

  func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard let level = try? evaluation.insight.outcome.get() else {
      showWarning = false
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
      return
    }
    showWarning = level == .high
    evaluation.reportConsumption(showWarning ? .usedIncreasedFriction : .usedUnchangedFriction)
  }

  func confirmSwitch(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    switch try? evaluation.insight.outcome.get() {
    case nil:
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: consumption_value_mismatch
    case .high?:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .some:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }

  func confirmOptionalCompare(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    let level = try? evaluation.insight.outcome.get()
    if level == nil {
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }
}
