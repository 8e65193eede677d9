import TrustInsights

/// A dependency client in the swift-dependencies / TCA style: the live implementation and the
/// test double are closures, so callers hold a property, not a method. Calling `evaluate`
/// produces an evaluation exactly as a producer function would: the caller must report it.
struct TrustClient: Sendable {
  var evaluate:
    @Sendable (InsightEvaluator.InsightContext) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight>
  var log: @Sendable (String) -> Void
}
