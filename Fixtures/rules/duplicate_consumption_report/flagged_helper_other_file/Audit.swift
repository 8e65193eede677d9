import TrustInsights

enum Audit {
  /// Records the evaluation for the fraud team, and reports it as used for evaluation only.
  static func record(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, operationID: String) {
    _ = (operationID, evaluation.insight.insightID)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
