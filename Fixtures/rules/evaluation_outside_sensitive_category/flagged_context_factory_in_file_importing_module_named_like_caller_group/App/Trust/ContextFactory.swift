import Analytics
import TrustInsights

enum ContextFactory {
  static func payment() -> InsightEvaluator.InsightContext {
    Analytics.track("trust-context")
    return InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}
