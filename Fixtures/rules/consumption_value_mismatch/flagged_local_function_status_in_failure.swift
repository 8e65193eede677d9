import TrustInsights

// Local finish(status:) called in the failure case with a used status.
final class TipJarFlow {
  private let evaluator = InsightEvaluator()

  func tip() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)

    func finish(status: InsightEvaluationConsumptionStatus) {
      evaluation.reportConsumption(status)
    }

    switch evaluation.insight.outcome {
    case .success(.high):
      finish(status: .usedIncreasedFriction)
    case .success:
      finish(status: .usedUnchangedFriction)
    case .failure:
      finish(status: .usedUnchangedFriction)  // expect: consumption_value_mismatch
    }
  }
}
