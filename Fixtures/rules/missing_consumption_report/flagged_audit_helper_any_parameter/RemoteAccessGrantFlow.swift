import TrustInsights

// `AuditTrail.record(_:note:)` is declared in the linted set (in a file that never imports
// TrustInsights) and neither reports nor keeps its `Any` parameter, so passing the
// evaluation to it is not an escape: the approval path still leaks.
final class RemoteAccessGrantFlow {
  let evaluator = InsightEvaluator()

  func grant() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "returns at line 19"
    AuditTrail.shared.record(evaluation, note: "remote-access")
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return true
  }
}
