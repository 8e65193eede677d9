import TrustInsights

func expressions(_ evaluator: InsightEvaluator, a: Bool) async throws -> Int {
  let e = try await evaluator.requestEvaluation(context: context)
  let f = try? await evaluator.requestEvaluation(context: context)
  let g = a ? e : f!
  let status: InsightEvaluationConsumptionStatus = if a { .usedIncreasedFriction } else { .usedUnchangedFriction }
  _ = a && check(e) || check(f)
  g.reportConsumption(status)
  let value = switch e.insight.outcome {
  case .success: 1
  case .failure: 0
  }
  return value
}
