import TrustInsights

final class CardFreezeModel {
  func freeze() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    guard case .success(let value) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(value == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}
