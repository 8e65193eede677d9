import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Feedback {
  /// Always reports the same status, whatever happened.
  static func markUsed(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }

  static func finish(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus = .usedUnchangedFriction) {
    evaluation.reportConsumption(status)
  }
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func markWarned() {
    reportConsumption(.usedIncreasedFriction)
  }
}

final class NewDeviceLogin {
  func login(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      Feedback.markUsed(evaluation)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      Feedback.markUsed(evaluation)  // expect: consumption_value_mismatch "'markUsed(_:)' reports it as '.usedIncreasedFriction'"
    }
  }

  func loginDefault(_ evaluation: CoachingEvaluation) {
    guard let level = try? evaluation.insight.outcome.get() else {
      Feedback.finish(evaluation)  // expect: consumption_value_mismatch
      return
    }
    Feedback.finish(evaluation, status: level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction)
  }

  func loginExtension(_ evaluation: CoachingEvaluation) {
    do {
      let level = try evaluation.insight.outcome.get()
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    } catch {
      evaluation.markWarned()  // expect: consumption_value_mismatch
    }
  }
}
