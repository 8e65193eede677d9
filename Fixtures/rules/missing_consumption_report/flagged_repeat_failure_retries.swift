import TrustInsights

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, hold }

// A failed insight is retried without reporting the evaluation that failed.
func evaluateWithRetry(evaluator: InsightEvaluator) async -> Friction {
  var attempts = 0
  repeat {
    attempts += 1
    guard let evaluation = try? await evaluator.requestEvaluation(context: inferenceContext) else { continue }  // expect: missing_consumption_report "the loop iteration ends at line 26"
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .hold
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .none
    case .failure(let error):
      print("insight failed, retrying:", error)
    }
  } while attempts < 3
  return .none
}
