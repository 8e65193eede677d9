import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum InsightFeedback {
  static func send(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class DeviceBindingService {
  func bind(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      InsightFeedback.send(evaluation, .usedIncreasedFriction)
    case .success:
      InsightFeedback.send(evaluation, .usedUnchangedFriction)
    case .failure:
      InsightFeedback.send(evaluation, .usedUnchangedFriction)  // expect: consumption_value_mismatch
    }
  }

  func bindLater(_ evaluation: CoachingEvaluation) {
    guard let level = try? evaluation.insight.outcome.get() else {
      InsightFeedback.send(evaluation, .notUsedError)
      return
    }
    InsightFeedback.send(evaluation, level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}
