import TrustInsights

// A context factory in an extension of `InsightContext` is a function that returns a
// context: its category parameter is traced through every call site, whether the call is
// written `.coaching(...)` (implicit member) or `InsightEvaluator.InsightContext.coaching(...)`.
extension InsightEvaluator.InsightContext {
  static func coaching(_ category: InsightEvaluator.OperationCategory) -> Self {
    .init(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current))
  }
}

final class RemoteSupportModel {
  let evaluator = InsightEvaluator()

  func shareScreen() async throws {
    let evaluation = try await evaluator.requestEvaluation(
      context: .coaching(
        .other))  // expect: evaluation_outside_sensitive_category
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func shareFiles() async throws {
    let context = InsightEvaluator.InsightContext.coaching(
      .other)  // expect: evaluation_outside_sensitive_category
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func sendMessage() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: .coaching(.communication))
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
