import TrustInsights

// `AuditTrail.record(_:note:)` is declared in the linted set; its body decides what passing
// the evaluation means. It interpolates the value into a kept line: an escape, no finding.
final class RemoteAccessGrantFlow {
  let evaluator = InsightEvaluator()

  func grant() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    AuditTrail.shared.record(evaluation, note: "remote-access")
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return true
  }
}
