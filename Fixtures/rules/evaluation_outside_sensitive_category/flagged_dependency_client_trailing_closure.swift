import TrustInsights

// A client built with a trailing closure keeps it under its first closure property: a call of
// that property passing `.other` reaches the evaluator. A closure property the labelled
// arguments already give (`log:`) is not where the trailing closure goes.

struct TrustClient {
  var log: (InsightEvaluator.InsightContext) -> Void
  var evaluate: (InsightEvaluator.InsightContext) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight>
}

extension TrustClient {
  static let live = TrustClient(log: { print($0) }) { context in
    try await InsightEvaluator().requestEvaluation(context: context)
  }
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
