import TrustInsights

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, hold }

// Each attempt's evaluation is reported before the next attempt or the return.
func evaluateWithRetry(evaluator: InsightEvaluator) async -> Friction {
  var attempts = 0
  repeat {
    attempts += 1
    guard let evaluation = try? await evaluator.requestEvaluation(context: inferenceContext) else { continue }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .hold
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .none
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  } while attempts < 3
  return .none
}
