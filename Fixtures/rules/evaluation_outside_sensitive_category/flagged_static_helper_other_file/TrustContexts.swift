import TrustInsights

enum TrustContexts {
  static func transfer() -> InsightEvaluator.InsightContext {
    .init(operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  static func statementExport() -> InsightEvaluator.InsightContext {
    .init(operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))  // expect: evaluation_outside_sensitive_category
  }

  static var cardControls: InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }
}
