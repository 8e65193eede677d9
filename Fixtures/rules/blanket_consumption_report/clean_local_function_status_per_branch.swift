import TrustInsights

// Same local finish(status:) helper, called per branch with different statuses: clean.
final class DonationFlowFixed {
  private let evaluator = InsightEvaluator()
  var banner = false

  func donate() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)

    func finish(status: InsightEvaluationConsumptionStatus) {
      evaluation.reportConsumption(status)
    }

    switch evaluation.insight.outcome {
    case .success(.high):
      banner = true
      finish(status: .usedIncreasedFriction)
    case .success:
      finish(status: .usedUnchangedFriction)
    case .failure:
      finish(status: .notUsedError)
    }
  }
}
