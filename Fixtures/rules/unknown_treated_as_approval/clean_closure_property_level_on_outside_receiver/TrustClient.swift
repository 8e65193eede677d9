import TrustInsights

/// A client whose `level` closure returns the coaching level.
struct TrustClient: Sendable {
  var level: @Sendable (InsightEvaluation<IsLikelyBeingCoachedInsight>) -> IsLikelyBeingCoachedInsight.Value
}
