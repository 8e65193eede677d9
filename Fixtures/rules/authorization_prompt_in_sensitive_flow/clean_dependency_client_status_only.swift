import TrustInsights

// The settings row prompts next to the client's `status` closure, which returns a status, not
// an evaluation; the transfer uses the client's `evaluate` without prompting.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct TrustClient {
  var status: (InsightEvaluator.InsightContext) async throws -> InsightEvaluator.AuthorizationStatus
  var evaluate: (InsightEvaluator.InsightContext) async throws -> CoachingEvaluation
}

extension TrustClient {
  static let live = TrustClient(
    status: { context in try await InsightEvaluator().authorizationStatus(for: context) },
    evaluate: { context in try await InsightEvaluator().requestEvaluation(context: context) }
  )
}

final class ScamProtection {
  let client = TrustClient.live
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func settingsRowTapped() async throws -> Bool {
    guard try await client.status(context) == .notDetermined,
      try await evaluator.authorizationStatus(for: context) == .notDetermined
    else { return false }
    return try await evaluator.requestAuthorization(for: context) == .authorized
  }

  func send() async throws {
    guard try await client.status(context) == .authorized else { return }
    let evaluation = try await client.evaluate(context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
