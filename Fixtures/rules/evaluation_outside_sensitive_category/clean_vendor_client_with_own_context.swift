// A vendor risk SDK from a module outside the linted set: its client (a parameter typed with
// the vendor's protocol) has a `requestEvaluation(context:)` of its own and is given the
// vendor's `RiskContext`, built by the vendor's initializer into locals named `context` and
// `riskContext`. Those are not evaluator calls: no category is traced and no note says none
// was found (and the flow creates no evaluation there either).
import RiskVendor
import TrustInsights

@available(iOS 27.0, *)
struct CheckoutRisk {
  let coaching = InsightEvaluator()

  func vendorScore(using client: RiskEvaluating, cartID: String) async throws -> Int {
    let riskContext = RiskContext(flow: "checkout", reference: cartID)
    let result = try await client.requestEvaluation(context: riskContext)
    return result.score
  }

  func vendorPing(using client: RiskEvaluating) async {
    let context = RiskContext(flow: "ping", reference: "")
    _ = try? await client.requestEvaluation(context: context)
    _ = try? await client.requestAuthorization(for: context)
  }

  func coachingFriction() async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await coaching.requestEvaluation(context: context) else { return false }
    let high = (try? evaluation.insight.outcome.get()) == .high
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedEvaluationOnly)
    return high
  }
}
