import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class CardActivationViewModel {
  var pending: CoachingEvaluation?

  func activate() {
    guard let evaluation = pending,
      case .success(let level) = evaluation.insight.outcome,
      level == .high || level == .medium
    else {
      // No evaluation, a failure, or `.unknown`: the card is activated without a check.
      pending?.reportConsumption(.notUsedError)
      return completeActivation()  // expect: unknown_treated_as_approval
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
    requireCallback()
  }

  func activateChecked() {
    guard let evaluation = pending,
      case .success(let level) = evaluation.insight.outcome,
      level == .high || level == .medium
    else {
      pending?.reportConsumption(.notUsedError)
      return runStandardChecks()
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
    requireCallback()
  }

  func activateIf() {
    if let evaluation = pending, let level = try? evaluation.insight.outcome.get(), level != .unknown {
      evaluation.reportConsumption(.usedIncreasedFriction)
      requireCallback()
    } else {
      pending?.reportConsumption(.notUsedError)
      allowActivation()  // expect: unknown_treated_as_approval
    }
  }

  func activateUnrelated(flag: Bool) {
    guard flag, let evaluation = pending else {
      // Nothing about the outcome fails here.
      return completeActivation()
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func activateCardImmediately() {}
  func completeActivation() {}
  func runStandardChecks() {}
  func requireCallback() {}
  func allowActivation() {}
}
