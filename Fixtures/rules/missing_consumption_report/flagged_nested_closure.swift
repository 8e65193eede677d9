import TrustInsights

let remoteAccessContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class SupportSession {
  let evaluator = InsightEvaluator()
  var task: Task<Void, Never>?

  func startScreenShare(onDecision: @escaping (Bool) -> Void) {
    // The closure is a body of its own: its evaluation must be reported inside it.
    task = Task {
      guard let evaluation = try? await evaluator.requestEvaluation(context: remoteAccessContext) else {  // expect: missing_consumption_report "returns at line 19 inside the 'if' at line 18"
        return onDecision(true)
      }
      if case .success(.high) = evaluation.insight.outcome {
        return onDecision(false)
      }
      evaluation.reportConsumption(.usedUnchangedFriction)
      onDecision(true)
    }
  }
}
