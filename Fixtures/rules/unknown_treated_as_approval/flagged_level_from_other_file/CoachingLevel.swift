import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

enum CoachingReader {
  static func level(of evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> CoachingLevel? {
    switch evaluation.insight.outcome {
    case .success(let level):
      evaluation.reportConsumption(level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction)
      return level
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return nil
    }
  }
}
