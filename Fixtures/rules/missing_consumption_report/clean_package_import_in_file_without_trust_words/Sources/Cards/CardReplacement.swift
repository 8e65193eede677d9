import TrustInsights

final class CardReplacementModel {
  func replace() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    TrustGate.settle(evaluation, held: evaluation.insight.outcome == .success(.high))
  }
}
