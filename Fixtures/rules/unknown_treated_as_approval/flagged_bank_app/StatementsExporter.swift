import TrustInsights

final class StatementsExporter {
  private let evaluator = InsightEvaluator()

  func export() async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: SensitiveAction.exportStatements.category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check, authorization_prompt_in_sensitive_flow
    guard let evaluation = await CoachingGate.shared.evaluate(.exportStatements) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
