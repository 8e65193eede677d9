import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Retries a flaky network twice; the evaluation outlives the loop in `evaluation`.
func evaluateWithRetry(evaluator: InsightEvaluator) async -> Bool {
  var evaluation: CoachingEvaluation?
  for _ in 0..<3 {
    do {
      evaluation = try await evaluator.requestEvaluation(context: paymentContext)
      break
    } catch {
      continue
    }
  }
  guard let evaluation else { return false }
  let hold = evaluation.insight.outcome == .success(.high)
  evaluation.reportConsumption(hold ? .usedIncreasedFriction : .usedUnchangedFriction)
  return hold
}
