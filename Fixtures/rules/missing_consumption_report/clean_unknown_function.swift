import RiskKit
import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// `RiskKit` is a binary SDK: its `submit(_:)` is not in the project, so the evaluation is
// its business from here on.
func hand(evaluator: InsightEvaluator, client: RiskClient) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  client.submit(evaluation)
}

// `Optional.map` hands the evaluation to the closure: the closure's business.
func handOptional(evaluator: InsightEvaluator) async {
  let evaluation = try? await evaluator.requestEvaluation(context: transferContext)
  evaluation.map { $0.reportConsumption(.usedUnchangedFriction) }
}
