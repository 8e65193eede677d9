// A wallet flow wraps the evaluation in local functions (one optional); every path reports what they return.
import TrustInsights

let walletContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@available(iOS 27.0, *)
func addPass(evaluator: InsightEvaluator) async throws -> Bool {
  func evaluate() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
    try await evaluator.requestEvaluation(context: walletContext)
  }
  func maybeEvaluate() async -> InsightEvaluation<IsLikelyBeingCoachedInsight>? {
    try? await evaluator.requestEvaluation(context: walletContext)
  }
  let evaluation = try await evaluate()
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  guard let second = await maybeEvaluate() else { return true }
  second.reportConsumption(.usedEvaluationOnly)
  return true
}
