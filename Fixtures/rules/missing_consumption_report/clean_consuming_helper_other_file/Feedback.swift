import TrustInsights

enum Feedback {
  /// Reports on every path: callers count the call as the report.
  static func record(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, cancelled: Bool) {
    if cancelled {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return
    }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
