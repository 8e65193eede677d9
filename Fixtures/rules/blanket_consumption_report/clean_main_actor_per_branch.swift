import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

// The closure reports in each branch what that branch did.
final class TransferReviewModel: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var friction = Friction.none

  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    await MainActor.run {
      switch evaluation.insight.outcome {
      case .success(.high):
        friction = .hold
        evaluation.reportConsumption(.usedIncreasedFriction)
      case .success(.medium):
        friction = .warn
        evaluation.reportConsumption(.usedIncreasedFriction)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
      }
    }
  }
}
