import TrustInsights

final class WidgetFlow {
  private let evaluator = InsightEvaluator()

  func refresh() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    Audit.settle(evaluation)
  }
}
