import TrustInsights

// The evaluation comes from a dependency client's closure property whose type returns an
// evaluation (`client.evaluate(context)`): prompting before it is prompting in the transfer.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct TrustClient {
  var evaluate: (InsightEvaluator.InsightContext) async throws -> CoachingEvaluation
}

extension TrustClient {
  static let live = TrustClient(evaluate: { context in
    try await InsightEvaluator().requestEvaluation(context: context)
  })
}

final class SendMoneyFlow {
  let client = TrustClient.live
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func send() async throws {
    guard try await evaluator.authorizationStatus(for: context) != .denied else { return }
    _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow
    let evaluation = try await client.evaluate(context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
