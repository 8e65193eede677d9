import TrustInsights

/// The checkout module's audit trail: settling an evaluation reports it.
enum Audit {
  static func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
