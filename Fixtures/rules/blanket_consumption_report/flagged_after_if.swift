import TrustInsights

let loginContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func signIn(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: loginContext)
  var stepUp = false
  if case .success(.high) = evaluation.insight.outcome {
    stepUp = true
  }
  evaluation.reportConsumption(.usedUnchangedFriction)  // expect: blanket_consumption_report
  return stepUp
}
