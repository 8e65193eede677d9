import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@MainActor
final class ReviewModel {
  let evaluator = InsightEvaluator()
  var warning: String?

  func load() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    // The task owns the evaluation from here on.
    Task { @MainActor in
      if case .success(.high) = evaluation.insight.outcome {
        warning = "Take a moment before you continue."
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
  }
}
