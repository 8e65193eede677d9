import TrustInsights

enum SensitiveFlowIntervention {
  case manualReview
  case continueNormally
  case showScamEducationAndDelay
  case requireOutOfBandVerification
  case continueWithExistingControls
}

@available(iOS 27.0, *)
func intervention(
  for assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>,
  normalRiskScore: Int
) -> SensitiveFlowIntervention {
  do {
    switch try assessment.insight.outcome.get() {
    case .unknown:
      assessment.reportConsumption(.usedUnchangedFriction)
      return normalRiskScore > 80 ? .manualReview : .continueNormally

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
    return .continueWithExistingControls
  }
}

// The future bug the article warns about.
func review(trustInsight: IsLikelyBeingCoachedInsight.Value) {
  if trustInsight == .unknown {
    approveTransfer()  // expect: unknown_treated_as_approval
  }
}

func approveTransfer() {}
