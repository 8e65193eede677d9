import TrustInsights

// `AuditTrail.close(_:note:)` reports its `Any` parameter: passing the evaluation to it is a
// report (a consuming helper), so no path of `grant()` leaks.
final class RemoteAccessGrantFlow {
  let evaluator = InsightEvaluator()

  func grant() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let approved = evaluation.insight.outcome != .success(.high)
    AuditTrail.shared.close(evaluation, note: "remote-access")
    return approved
  }
}
