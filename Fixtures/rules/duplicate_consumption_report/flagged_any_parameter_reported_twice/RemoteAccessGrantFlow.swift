import TrustInsights

// The flow hands its evaluation to the audit trail, which reports it (twice).
final class RemoteAccessGrantFlow {
  let evaluator = InsightEvaluator()

  func grant() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let approved = evaluation.insight.outcome != .success(.high)
    AuditTrail.shared.log(evaluation)
    AuditTrail.shared.close(evaluation, note: "remote-access")
    return approved
  }
}
