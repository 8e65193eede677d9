import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Feedback {
  /// Always reports reduced friction: the app's "fast track" path.
  static func markFastTracked(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedReducedFriction)
  }

  static func markWarned(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func markSkippedChecks() {
    reportConsumption(.usedReducedFriction)
  }
}

final class QuickPay {
  func pay(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      Feedback.markFastTracked(evaluation)  // expect: unknown_treated_as_approval "is reported as '.usedReducedFriction' by 'markFastTracked(_:)'"
    case .success:
      Feedback.markWarned(evaluation)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func payGuard(_ evaluation: CoachingEvaluation) {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    if level == .high || level == .medium {
      Feedback.markWarned(evaluation)
    } else {
      evaluation.markSkippedChecks()  // expect: unknown_treated_as_approval
    }
  }
}
