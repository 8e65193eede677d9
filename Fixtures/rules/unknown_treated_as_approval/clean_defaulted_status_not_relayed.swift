import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// Helpers whose status defaults to `.usedReducedFriction` and hand it on, but whose status
// never reaches a report: the next helper only logs it, declares its own `status`, or is the
// helper itself again (a call of itself is not followed). Each reports a status of its own.
enum Feedback {
  static func log(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    print(status)
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  static func settle(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    let status = InsightEvaluationConsumptionStatus.usedUnchangedFriction
    evaluation.reportConsumption(status)
  }

  static func finish(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction) {
    log(evaluation, status)
  }

  static func close(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction) {
    settle(evaluation, status)
  }

  static func retry(
    _ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction, left: Int
  ) {
    guard left > 0 else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return
    }
    retry(evaluation, status: status, left: left - 1)
  }
}

final class PayeeReviewViewModel {
  func review(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      Feedback.finish(evaluation)
    case .success:
      Feedback.log(evaluation, .usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func reviewClosing(_ evaluation: CoachingEvaluation) {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    if level == .unknown {
      Feedback.close(evaluation)
    } else {
      Feedback.retry(evaluation, left: 1)
    }
  }

  func reviewRetrying(_ evaluation: CoachingEvaluation) {
    if case .success(.unknown) = evaluation.insight.outcome {
      Feedback.retry(evaluation, left: 2)
      return
    }
    Feedback.settle(evaluation, .usedIncreasedFriction)
  }
}
