import TrustInsights

public enum TrustGate {
  /// Reports the evaluation once, whatever the screen did.
  public static func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, held: Bool) {
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
}
