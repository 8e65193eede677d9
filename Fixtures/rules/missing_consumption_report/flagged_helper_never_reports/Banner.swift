import TrustInsights

enum TransferContexts {
  static let payment = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
}

// Reads the outcome but never reports: the obligation stays with the caller.
func bannerText(for evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String {
  switch evaluation.insight.outcome {
  case .success(.high):
    return "Someone may be telling you what to do. We will never ask you to move money to keep it safe."
  case .success(.medium):
    return "Take a moment before you continue."
  default:
    return ""
  }
}
