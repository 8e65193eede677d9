import TrustInsights

// The TrustInsights file's overload of `record(_:)` only logs the coaching evaluation, so it
// is never reported: the overload in Exposure.swift that reports (the app's own Evaluation)
// is not the one this call runs.
func record(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  print("coaching insight \(evaluation.insight.insightID)")
}

func cashOut(amount: Decimal, evaluator: InsightEvaluator) async throws -> Bool {
  record(Evaluation(experiment: "cashout_banner"))
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "never reported"
  record(evaluation)
  if case .success(.high) = evaluation.insight.outcome {
    return false
  }
  return amount < 1_000
}
