import TrustInsights

// A dependency client whose closures use `$0`: the anonymous parameter is what every call of
// the client's closure passes.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct TrustClient {
  var status: (InsightEvaluator.InsightContext) async throws -> InsightEvaluator.AuthorizationStatus
  var evaluate: (InsightEvaluator.InsightContext) async throws -> CoachingEvaluation
}

extension TrustClient {
  static let live = TrustClient(
    status: { try await InsightEvaluator().authorizationStatus(for: $0) },
    evaluate: { try await InsightEvaluator().requestEvaluation(context: $0) }
  )
}

func redeemPoints(client: TrustClient) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .other,  // expect: evaluation_outside_sensitive_category
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  guard try await client.status(context) == .authorized else { return }
  let evaluation = try await client.evaluate(context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func sendMoney(client: TrustClient) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await client.evaluate(context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
