import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Feedback {
  static func markFastTracked(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedReducedFriction)
  }

  static func markUnchanged(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  /// Tests the outcome itself: `.unknown` is reported as unchanged friction here.
  static func settle(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium): evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.unknown): evaluation.reportConsumption(.usedUnchangedFriction)
    case .success: evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure: evaluation.reportConsumption(.notUsedError)
    }
  }
}

final class QuickPay {
  func pay(_ evaluation: CoachingEvaluation, verifiedByBranchStaff: Bool) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      // No evidence: the existing checks stay, and the report says so.
      Feedback.markUnchanged(evaluation)
    case .success(.medium) where verifiedByBranchStaff:
      // Reduced friction on a branch `.unknown` does not reach.
      Feedback.markFastTracked(evaluation)
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func paySettled(_ level: IsLikelyBeingCoachedInsight.Value, _ evaluation: CoachingEvaluation) {
    if level == .unknown {
      Feedback.settle(evaluation)
    } else {
      Feedback.settle(evaluation)
    }
  }
}
