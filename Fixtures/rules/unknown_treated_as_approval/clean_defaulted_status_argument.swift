import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// Defaults that are not reported, or not reduced friction, and calls that pass a status.
func finish(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction) {
  evaluation.reportConsumption(status)
}

func keep(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedUnchangedFriction) {
  evaluation.reportConsumption(status)
}

/// Logs the status it is given but always reports unchanged friction.
func record(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction) {
  log(status)
  evaluation.reportConsumption(.usedUnchangedFriction)
}

/// A local `status` is not the parameter.
func settle(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction) {
  let status = InsightEvaluationConsumptionStatus.usedUnchangedFriction
  evaluation.reportConsumption(status)
}

func log(_ status: InsightEvaluationConsumptionStatus) {}

final class TransferReviewViewModel {
  func review(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      finish(evaluation, status: .usedUnchangedFriction)
    case .success(.medium), .success(.high):
      finish(evaluation, status: .usedIncreasedFriction)
    case .success:
      keep(evaluation)
    case .failure:
      finish(evaluation, status: .notUsedError)
    }
  }

  func reviewWithOtherHelpers(_ evaluation: CoachingEvaluation, again: CoachingEvaluation) {
    if case .success(.unknown) = evaluation.insight.outcome {
      keep(evaluation)
      record(again)
    } else {
      finish(evaluation, status: .usedIncreasedFriction)
      settle(again)
    }
  }

  func reviewHigh(_ evaluation: CoachingEvaluation) {
    if case .success(.high) = evaluation.insight.outcome {
      // Only `.high` is here.
      finish(evaluation)
    } else {
      keep(evaluation)
    }
  }
}
