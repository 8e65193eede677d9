import TrustInsights

/// A dependency client whose closure properties are named like everyday methods: `evaluate`
/// (as `NSPredicate.evaluate(with:)` and a form kit's validator) and `level`. Only calls on
/// this client (or on receivers whose type nothing states) call these closures.
struct TrustClient: Sendable {
  var evaluate:
    @Sendable (InsightEvaluator.InsightContext) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight>
  var level: @Sendable (InsightEvaluation<IsLikelyBeingCoachedInsight>) -> IsLikelyBeingCoachedInsight.Value
}
