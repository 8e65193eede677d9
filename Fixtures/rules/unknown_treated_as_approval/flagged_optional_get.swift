import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class CardControls {
  func unlockCard(_ evaluation: CoachingEvaluation) -> Bool {
    switch try? evaluation.insight.outcome.get() {
    case .some(.high), .some(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .some(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      return allowWithoutStepUp()  // expect: unknown_treated_as_approval "'.unknown' leads to 'allowWithoutStepUp()'"
    case .none:
      evaluation.reportConsumption(.notUsedError)
      return false
    case .some:
      evaluation.reportConsumption(.notUsedError)
      return false
    }
  }

  func raiseLimit(_ evaluation: CoachingEvaluation) {
    switch try? evaluation.insight.outcome.get() {
    case .unknown?:
      evaluation.reportConsumption(.usedUnchangedFriction)
      grantHigherLimit()  // expect: unknown_treated_as_approval
    case nil:
      evaluation.reportConsumption(.notUsedError)
      keepLimit()
    default:
      evaluation.reportConsumption(.usedIncreasedFriction)
      keepLimit()
    }
  }

  func freeze(_ evaluation: CoachingEvaluation) {
    // A failure counted as "no evidence": the `.unknown` branch is also the failure branch.
    let level = (try? evaluation.insight.outcome.get()) ?? .unknown
    switch level {
    case .unknown:
      evaluation.reportConsumption(.notUsedError)
      proceedWithUnfreeze()  // expect: unknown_treated_as_approval
    case .medium, .high:
      evaluation.reportConsumption(.usedIncreasedFriction)
      keepLimit()
    @unknown default:
      evaluation.reportConsumption(.notUsedError)
      keepLimit()
    }
  }

  func allowWithoutStepUp() -> Bool { true }
  func grantHigherLimit() {}
  func keepLimit() {}
  func proceedWithUnfreeze() {}
}
