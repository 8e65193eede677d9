import TrustInsights

// The receiver says which 'evaluate' runs: the '.other' context handed to TrustService
// reaches the evaluator and is reported, while the one handed to PolicyPreview is not.
struct DebugMenu {
  let trust = TrustService()
  let preview = PolicyPreview()

  func showPreview() -> String {
    let sample = InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return preview.evaluate(sample)
  }

  func checkGiftCard() async throws {
    let giftCard = InsightEvaluator.InsightContext(
      operationCategory:
        .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await trust.evaluate(giftCard)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
