import TrustInsights

// Two types declare `category`. The `.other` of this one reaches only this type's own
// evaluation: its note names the call below, not `FeatureGuard`'s call of `feature.category`.
final class ChatSafetyModel {
  let evaluator = InsightEvaluator()
  var isSupportChat = false
  var category: InsightEvaluator.OperationCategory { isSupportChat ? .other : .communication }  // expect: evaluation_outside_sensitive_category

  func evaluate() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect-note: evaluation_outside_sensitive_category "'.other' reaches 'requestEvaluation(context:)' here"
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
