import TrustInsights

/// A support chat that asks for an evaluation under the `.other` fallback category.
@available(iOS 27.0, *)
struct SupportChatModel {
  let evaluator = InsightEvaluator()

  func addsFriction() async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
      return false
    }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return true
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return false
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return false
    }
  }
}
