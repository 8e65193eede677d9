import TrustInsights

// The category is written inside a factory that picks it from the app's own operation: the
// finding is at `.other` in the factory, and a note marks the call that makes the context on
// the way to the evaluator call.
enum SupportOperation {
  case transfer
  case chat
}

extension InsightEvaluator.InsightContext {
  static func make(for operation: SupportOperation) -> Self {
    .init(
      operationCategory: operation == .transfer ? .payment : .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class SupportSession {
  private let evaluator = InsightEvaluator()

  func start(_ operation: SupportOperation) async throws {
    let context = InsightEvaluator.InsightContext.make(for: operation)  // expect-note: evaluation_outside_sensitive_category "'.other' is in the context returned by 'make(for:)' here"
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect-note: evaluation_outside_sensitive_category "'.other' reaches 'requestEvaluation(context:)' here"
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
