import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// The helper whose status defaults to `.usedReducedFriction` does not report it itself: it
// hands the status to another helper, which hands it to the one that reports it. A call that
// leaves the status out still reports the default.
enum Feedback {
  static func send(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }

  static func relay(_ evaluation: CoachingEvaluation, with status: InsightEvaluationConsumptionStatus) {
    print("relaying")
    send(evaluation, status)
  }

  static func finish(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedReducedFriction) {
    relay(evaluation, with: status)
  }
}

final class PayeeReviewViewModel {
  func review(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      Feedback.finish(evaluation)  // expect: unknown_treated_as_approval "by 'finish(_:)' (the default of 'status')"
    case .success(.medium), .success(.high):
      Feedback.finish(evaluation, status: .usedIncreasedFriction)
    case .success:
      Feedback.finish(evaluation, status: .usedUnchangedFriction)
    case .failure:
      Feedback.finish(evaluation)  // expect: consumption_value_mismatch "'finish(_:)' reports it as '.usedReducedFriction'"
    }
  }
}
