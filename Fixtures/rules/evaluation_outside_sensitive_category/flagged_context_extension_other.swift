import TrustInsights

// A context declared as a static member of Apple's context type with the fallback category:
// the `.other` written in it reaches the evaluation and is reported where it is written.
extension InsightEvaluator.InsightContext {
  static var feedbackForm: Self {
    .init(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

enum FeedbackScreen {
  static func submit() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: .feedbackForm)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
