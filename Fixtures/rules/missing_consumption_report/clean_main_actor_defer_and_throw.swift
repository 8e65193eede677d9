import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum ReviewError: Error { case screenGone }

// The closure's `defer` reports on its every exit, also when it throws; the error is
// rethrown by `MainActor.run`.
final class ReviewModel: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var isVisible = true
  var held = false

  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    try await MainActor.run {
      var status = InsightEvaluationConsumptionStatus.notUsedNotNeeded
      defer { evaluation.reportConsumption(status) }
      guard isVisible else { throw ReviewError.screenGone }
      if case .success(.high) = evaluation.insight.outcome {
        held = true
        status = .usedIncreasedFriction
        return
      }
      status = .usedUnchangedFriction
    }
  }
}
