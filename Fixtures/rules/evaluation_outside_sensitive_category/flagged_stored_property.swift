import TrustInsights

final class SupportChatController {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: InsightEvaluator.OperationCategory.other,  // expect: evaluation_outside_sensitive_category
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func canUseInsights() async -> Bool {
    (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }

  func startScreenShare() async -> Bool {
    (try? await evaluator.authorizationStatus(for: self.context)) == .authorized
  }
}
