import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Banner { case none, scamWarning }

// Every branch of the closure reports, and the closure runs exactly once.
final class TransferReviewModel: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var banner = Banner.none

  func review() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    return await MainActor.run {
      switch evaluation.insight.outcome {
      case .success(.high), .success(.medium):
        banner = .scamWarning
        evaluation.reportConsumption(.usedIncreasedFriction)
        return false
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
        return true
      case .failure:
        evaluation.reportConsumption(.notUsedError)
        return true
      }
    }
  }
}
