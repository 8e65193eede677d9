import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Coaching {
  static let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  static func evaluate() async -> CoachingEvaluation? {
    try? await InsightEvaluator().requestEvaluation(context: context)
  }
}

@MainActor
final class ConfirmViewModel {
  func confirm() async {
    let evaluator = InsightEvaluator()
    if (try? await evaluator.authorizationStatus(for: Coaching.context)) == .notDetermined {
      _ = try? await evaluator.requestAuthorization(for: Coaching.context)  // expect: authorization_prompt_in_sensitive_flow
    }
    guard let evaluation = await Coaching.evaluate() else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
