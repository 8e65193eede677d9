import Analytics
import TrustInsights

enum ContextFactory {
  static func payment() -> InsightEvaluator.InsightContext {
    Analytics.track("trust-context")
    return InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}
