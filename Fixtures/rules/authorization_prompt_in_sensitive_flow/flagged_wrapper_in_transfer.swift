import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum TrustInsightsCheck {
  static func context() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  static func requestAuthorization(for context: InsightEvaluator.InsightContext) async -> Bool {
    let evaluator = InsightEvaluator()
    guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }

  static func evaluate(_ context: InsightEvaluator.InsightContext) async -> CoachingEvaluation? {
    let evaluator = InsightEvaluator()
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return nil }
    return try? await evaluator.requestEvaluation(context: context)
  }
}

final class TransferController {
  // The wrapper prompts in the middle of the transfer.
  func confirm() async {
    let context = TrustInsightsCheck.context()
    _ = await TrustInsightsCheck.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow
    guard let evaluation = await TrustInsightsCheck.evaluate(context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class SettingsController {
  // The calm moment: the same wrapper from a settings row.
  func enableProtection() async -> Bool {
    await TrustInsightsCheck.requestAuthorization(for: TrustInsightsCheck.context())
  }
}
