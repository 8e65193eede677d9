import TrustInsights

enum Marketing {
  class Screen {
    func makeContext() -> InsightEvaluator.InsightContext {
      InsightEvaluator.InsightContext(
        operationCategory: .other,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
  }
}
