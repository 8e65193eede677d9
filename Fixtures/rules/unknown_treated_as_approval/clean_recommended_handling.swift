import TrustInsights

enum Intervention {
  case none
  case continueWithExistingControls
  case showScamEducationAndDelay
  case requireOutOfBandVerification
}

// What Apple recommends: `.unknown` keeps the checks the app already runs.
func intervention(
  for assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>, normalRiskScore: Int
) -> Intervention {
  do {
    switch try assessment.insight.outcome.get() {
    case .unknown:
      assessment.reportConsumption(.usedUnchangedFriction)
      return normalRiskScore > 80 ? .requireOutOfBandVerification : .continueWithExistingControls
    case .medium:
      assessment.reportConsumption(.usedIncreasedFriction)
      return .showScamEducationAndDelay
    case .high:
      assessment.reportConsumption(.usedIncreasedFriction)
      return .requireOutOfBandVerification
    @unknown default:
      assessment.reportConsumption(.notUsedError)
      return .continueWithExistingControls
    }
  } catch {
    assessment.reportConsumption(.notUsedError)
    return .none
  }
}

func review(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
  switch level {
  case .unknown:
    return existingChecksPass()
  case .medium, .high:
    return false
  @unknown default:
    return existingChecksPass()
  }
}

func submit(_ level: IsLikelyBeingCoachedInsight.Value) {
  switch level {
  case .unknown:
    runStandardChecks()
  case .medium, .high:
    addFriction()
  @unknown default:
    runStandardChecks()
  }
  // Every outcome meets here again: completing the transfer after the checks is fine.
  completeTransfer()
}

func confirm(_ level: IsLikelyBeingCoachedInsight.Value) {
  switch level {
  case .high:
    addFriction()
    return
  case .medium:
    addFriction()
  case .unknown:
    runStandardChecks()
  @unknown default:
    runStandardChecks()
  }
  // `.high` left, but `.medium` and `.unknown` meet here again: not a branch of the test.
  completeTransfer()
}

func existingChecksPass() -> Bool { true }
func runStandardChecks() {}
func addFriction() {}
func completeTransfer() {}
