import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class CheckoutCoordinator {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func payNow() async {
    let status = try? await evaluator.authorizationStatus(for: context)
    if status == .notDetermined || status == .deniedRequestable {
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow "'requestAuthorization(for:)' prompts in the flow that requests an evaluation"
    }
    async let evaluation = evaluator.requestEvaluation(context: context)
    guard let evaluation = try? await evaluation else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func payLater() async {
    guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return }
    Task {
      // Prompted from a task started by the payment itself: the same flow.
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow
    }
    guard let evaluation = await evaluate() else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  private func evaluate() async -> CoachingEvaluation? {
    try? await evaluator.requestEvaluation(context: context)
  }
}
