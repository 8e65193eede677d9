import TrustInsights

final class SupportChatModel {
  func start() async throws {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .communication, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    context.forSupportChat()
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func helpDesk(forHelpDesk: Bool) async throws {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    context.adjust(forHelpDesk: forHelpDesk)
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
