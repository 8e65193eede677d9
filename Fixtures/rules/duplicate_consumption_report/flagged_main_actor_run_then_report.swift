import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Banner { case none, scamWarning }

// The closure of `MainActor.run` has run by the time the call returns: a high insight is
// reported inside it and again after it.
final class TransferReviewModel: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var banner = Banner.none

  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    await MainActor.run {
      if case .success(.high) = evaluation.insight.outcome {
        banner = .scamWarning
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
    }
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "line 21"
  }
}
