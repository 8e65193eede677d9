import TrustInsights

let inferenceContext = InsightEvaluator.InsightContext(
  operationCategory: .resourceUse,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// An async getter requests an evaluation and reports it only when it holds the job.
final class InferenceJob {
  let evaluator = InsightEvaluator()

  var shouldHold: Bool {
    get async {
      guard let evaluation = try? await evaluator.requestEvaluation(context: inferenceContext) else { return false }  // expect: missing_consumption_report "returns at line 19"
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return true
      }
      return false
    }
  }
}
