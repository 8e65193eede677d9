// A wallet app wraps the evaluation in a local function of the flow; the `.high` exit forgets to report what it returns.
import TrustInsights

let cardContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@available(iOS 27.0, *)
func addCardToWallet(evaluator: InsightEvaluator) async throws -> Bool {
  func evaluate() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
    try await evaluator.requestEvaluation(context: cardContext)
  }
  let evaluation = try await evaluate()  // expect: missing_consumption_report
  if case .success(.high) = evaluation.insight.outcome {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

@available(iOS 27.0, *)
func provisionVirtualCard(evaluator: InsightEvaluator) async throws -> Bool {
  func evaluate() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
    let evaluation = try await evaluator.requestEvaluation(context: cardContext)
    return evaluation
  }
  let evaluation = try await evaluate()  // expect: missing_consumption_report
  if case .success(.high) = evaluation.insight.outcome {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}
