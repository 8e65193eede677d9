import TrustInsights

// `$0` of the client's closures takes what the calls of that closure pass (sensitive
// categories only); the `.other` context goes to the analytics closure, which calls no
// evaluator, and the `$0` of a `map` inside is that closure's own parameter.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct TrustClient {
  var status: (InsightEvaluator.InsightContext) async throws -> InsightEvaluator.AuthorizationStatus
  var evaluate: (InsightEvaluator.InsightContext) async throws -> CoachingEvaluation
  var log: (InsightEvaluator.InsightContext) -> Void
}

extension TrustClient {
  static let live = TrustClient(
    status: { try await InsightEvaluator().authorizationStatus(for: $0) },
    evaluate: { try await InsightEvaluator().requestEvaluation(context: $0) },
    log: { print($0) }
  )
}

func sendMoney(client: TrustClient, amounts: [Int]) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  print(amounts.map { $0 * 2 })
  guard try await client.status(context) == .authorized else { return }
  let evaluation = try await client.evaluate(context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func logScreen(client: TrustClient) {
  client.log(
    InsightEvaluator.InsightContext(
      operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
}
