import TrustInsights

/// Built with the memberwise initializer by the refund screen.
struct RefundTrust {
  var context: InsightEvaluator.InsightContext

  func check() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

struct RefundScreen {
  func confirm() async throws {
    let trust = RefundTrust(
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    try await trust.check()
  }
}
