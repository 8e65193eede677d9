import TrustInsights

// The app's own code imports the framework and is analysed as always: it reports on every path.
struct PayeeCheck {
  func needsReview() async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else { return true }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return true
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return false
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  }
}
