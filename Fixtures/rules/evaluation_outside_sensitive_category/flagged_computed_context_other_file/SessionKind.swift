import TrustInsights

enum SessionKind {
  case chat
  case screenShare

  var insightContext: InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }

  private var category: InsightEvaluator.OperationCategory {
    switch self {
    case .chat: .communication
    case .screenShare: .other  // expect: evaluation_outside_sensitive_category
    }
  }
}
