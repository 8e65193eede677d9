import TrustInsights

/// The widget extension's own audit trail, with the same name and signature as the
/// checkout module's: it only logs. Swift allows this because the two are in different
/// modules (targets); a call in the widget runs this one.
enum Audit {
  static func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    _ = evaluation.insight
  }
}
