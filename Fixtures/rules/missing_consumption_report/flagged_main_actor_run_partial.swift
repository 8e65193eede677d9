import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// `MainActor.run` runs its closure once, before it returns: the report inside it is on the
// path, but only when the insight is high.
final class TransferReviewModel: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var warning: String?

  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "reaches the end at line 22 when the 'if' at line 17 is false"
    await MainActor.run {
      if case .success(.high) = evaluation.insight.outcome {
        warning = "Take a moment before you continue."
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
    }
  }
}
