import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// Consuming helpers whose reported status defaults to `.usedReducedFriction`: a call in the
// unknown branch that leaves the status out reports reduced friction on `.unknown`.
func finish(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction) {
  evaluation.reportConsumption(status)
}

extension CoachingEvaluation {
  func close(
    logging: Bool = false,
    status: InsightEvaluationConsumptionStatus = InsightEvaluationConsumptionStatus.usedReducedFriction
  ) {
    reportConsumption(status)
  }
}

final class TransferReviewViewModel {
  func review(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      finish(evaluation)  // expect: unknown_treated_as_approval "by 'finish(_:)' (the default of 'status')"
    case .success(.medium), .success(.high):
      finish(evaluation, status: .usedIncreasedFriction)
    case .success:
      finish(evaluation, status: .usedUnchangedFriction)
    case .failure:
      finish(evaluation, status: .notUsedError)
    }
  }

  func reviewWithArgument(_ evaluation: CoachingEvaluation) {
    if case .success(.unknown) = evaluation.insight.outcome {
      // Written at the call: reported at the argument.
      finish(evaluation, status: .usedReducedFriction)  // expect: unknown_treated_as_approval
    } else {
      finish(evaluation, status: .usedIncreasedFriction)
    }
  }

  func reviewWithMethod(_ evaluation: CoachingEvaluation) {
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.close(logging: true)  // expect: unknown_treated_as_approval
      return
    }
    evaluation.close(status: level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}
