import TrustInsights

// A dependency client in the swift-dependencies style keeps the evaluator call in a closure
// (`TrustClient(evaluate: { context in … })`); its parameter is what every call of the
// client's `evaluate` passes.

struct TrustClient {
  var evaluate: (InsightEvaluator.InsightContext) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight>
}

extension TrustClient {
  static let live = TrustClient(evaluate: { context in
    try await InsightEvaluator().requestEvaluation(context: context)
  })
}

func redeemPoints(client: TrustClient) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .other,  // expect: evaluation_outside_sensitive_category
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
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
