import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// The app's mapping from outcome to feedback, reported by the caller.
enum FeedbackMapper {
  static func status(
    for outcome: Result<IsLikelyBeingCoachedInsight.Value, InsightError>
  ) -> InsightEvaluationConsumptionStatus {
    switch outcome {
    case .success(.high), .success(.medium): return .usedIncreasedFriction
    case .success: return .usedUnchangedFriction
    case .failure: return .usedUnchangedFriction  // expect: consumption_value_mismatch
    }
  }
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  var feedbackStatus: InsightEvaluationConsumptionStatus {
    guard let level = try? insight.outcome.get() else {
      return .usedEvaluationOnly  // expect: consumption_value_mismatch
    }
    return level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction
  }
}

final class AddressChangeService {
  func change(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(FeedbackMapper.status(for: evaluation.insight.outcome))
  }

  func changeLater(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(evaluation.feedbackStatus)
  }
}
