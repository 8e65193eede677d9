import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

// The friction is decided per outcome, but the one report after it, on the main actor,
// says the same thing for every outcome.
final class TransferReviewModel: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var friction = Friction.none

  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let decided: Friction
    switch evaluation.insight.outcome {
    case .success(.high): decided = .hold
    case .success(.medium): decided = .warn
    default: decided = .none
    }
    await MainActor.run {
      friction = decided
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
    }
  }
}
