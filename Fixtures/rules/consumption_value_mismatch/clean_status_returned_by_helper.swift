import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// An audit event of the app, not a consumption status.
enum AuditEvent { case usedBackupCheck, usedInsight }

enum FeedbackMapper {
  static func status(
    for outcome: Result<IsLikelyBeingCoachedInsight.Value, InsightError>
  ) -> InsightEvaluationConsumptionStatus {
    switch outcome {
    case .success(.high), .success(.medium): return .usedIncreasedFriction
    case .success: return .usedUnchangedFriction
    case .failure: return .notUsedError
    }
  }

  // A failure branch returning an app value whose case name starts with `used`: not a status.
  static func auditEvent(for outcome: Result<IsLikelyBeingCoachedInsight.Value, InsightError>) -> AuditEvent {
    switch outcome {
    case .success: return .usedInsight
    case .failure: return .usedBackupCheck
    }
  }
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  var feedbackStatus: InsightEvaluationConsumptionStatus {
    if case .failure = insight.outcome { return .notUsedError }
    // After the failure left: only a level reaches this return.
    return .usedUnchangedFriction
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
