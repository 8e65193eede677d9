import TrustInsights

struct StepUpCoordinator {
  func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard case .success(.unknown) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.usedIncreasedFriction)
      requireStepUp()
      return
    }
    // Only `.unknown` gets past the guard.
    evaluation.reportConsumption(.usedUnchangedFriction)
    bypassStepUp()  // expect: unknown_treated_as_approval "'.unknown' leads to 'bypassStepUp()'"
  }

  func confirmLevel(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      requireStepUp()
      return
    }
    if case .unknown = level {
      evaluation.reportConsumption(.usedUnchangedFriction)
      trustDevice()  // expect: unknown_treated_as_approval
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)
      requireStepUp()
    }
  }

  func confirmCombined(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    if case .success(let level) = evaluation.insight.outcome, level == .unknown {
      evaluation.reportConsumption(.usedUnchangedFriction)
      allowlistDevice()  // expect: unknown_treated_as_approval
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)
      requireStepUp()
    }
  }

  func requireStepUp() {}
  func bypassStepUp() {}
  func trustDevice() {}
  func allowlistDevice() {}
}
