import TrustInsights

// A local finish(status:) reporting the captured evaluation, called once with a constant after the test:
// found at the call, as the app's reporting helper is.
final class DonationFlow {
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
    default:
      break
    }
    finish(status: .usedIncreasedFriction)  // expect: blanket_consumption_report
  }
}
