import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Feedback {
  static func markUsed(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }

  static func markFailed(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.notUsedError)
  }

  static func finish(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .notUsedError) {
    evaluation.reportConsumption(status)
  }

  /// Tests the outcome itself: a failure is reported as `.notUsedError` here.
  static func settle(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium): evaluation.reportConsumption(.usedIncreasedFriction)
    case .success: evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure: evaluation.reportConsumption(.notUsedError)
    }
  }
}

final class NewDeviceLogin {
  func login(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      // The constant helper on a success branch is fine.
      Feedback.markUsed(evaluation)
    case .success:
      Feedback.finish(evaluation, status: .usedUnchangedFriction)
    case .failure:
      Feedback.markFailed(evaluation)
    }
  }

  func loginDefault(_ evaluation: CoachingEvaluation) {
    guard let level = try? evaluation.insight.outcome.get() else {
      Feedback.finish(evaluation)
      return
    }
    Feedback.finish(evaluation, status: level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction)
  }

  func loginSettled(_ evaluation: CoachingEvaluation) {
    if case .failure = evaluation.insight.outcome {
      Feedback.settle(evaluation)
      return
    }
    Feedback.settle(evaluation)
  }

  func loginRetry(_ first: CoachingEvaluation, retry: CoachingEvaluation) {
    switch first.insight.outcome {
    case .failure:
      first.reportConsumption(.notUsedError)
      // The retry's own insight was not tested here: its report is judged by its own tests.
      Feedback.markUsed(retry)
    case .success(let level):
      first.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      retry.reportConsumption(.notUsedNotNeeded)
    }
  }
}
