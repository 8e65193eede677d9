import TrustInsights

// A closure kept in a local (or one assigned to a local declared before) is called in the
// flow that evaluates: its prompt is in the middle of the purchase.
final class AgentPurchase {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .resourceUse,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func buyCredits() async throws {
    let ask = { [evaluator, context] in
      if try await evaluator.authorizationStatus(for: context) == .notDetermined {
        _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow
      }
    }
    try await ask()
    var retry: (() async -> Void)?
    retry = { [evaluator, context] in
      guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return }
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow
    }
    await retry?()
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect-note: authorization_prompt_in_sensitive_flow "evaluation requested here"
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
