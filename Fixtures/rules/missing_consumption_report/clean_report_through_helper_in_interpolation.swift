import TrustInsights

// An evaluation passed to a call written inside an interpolation is handed to that call (here
// a helper that reports it): only an evaluation written alone there is merely described.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func settled(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String {
  evaluation.reportConsumption(.usedEvaluationOnly)
  return "settled"
}

func confirmTransfer(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  return "transfer \(settled(evaluation))"
}
