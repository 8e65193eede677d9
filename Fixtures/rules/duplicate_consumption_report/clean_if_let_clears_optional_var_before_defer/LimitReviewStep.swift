import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class LimitReviewStep {
  var hold = false

  func review(_ evaluation: CoachingEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      hold = true
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
