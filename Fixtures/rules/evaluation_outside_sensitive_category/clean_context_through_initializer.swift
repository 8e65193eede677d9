import TrustInsights

final class RecoveryEmailService {
  private let evaluator: InsightEvaluator
  private let context: InsightEvaluator.InsightContext

  init(evaluator: InsightEvaluator, context: InsightEvaluator.InsightContext) {
    self.evaluator = evaluator
    self.context = context
  }

  func mayEvaluate() async -> Bool {
    (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }
}

func makeRecoveryService() -> RecoveryEmailService {
  RecoveryEmailService(
    evaluator: InsightEvaluator(),
    context: InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  )
}
