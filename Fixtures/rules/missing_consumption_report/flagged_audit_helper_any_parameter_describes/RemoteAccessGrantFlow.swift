import TrustInsights

// `AuditTrail.record(_:note:)` is declared in the linted set; its body decides what passing
// the evaluation means. It interpolates the value into a kept line, which keeps a description
// and not the evaluation: the report is still owed here, and the `.medium`/`.unknown` path
// returns without it.
final class RemoteAccessGrantFlow {
  let evaluator = InsightEvaluator()

  func grant() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "returns at line 20"
    AuditTrail.shared.record(evaluation, note: "remote-access")
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return true
  }
}
