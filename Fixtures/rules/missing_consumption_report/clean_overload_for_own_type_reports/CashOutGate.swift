import TrustInsights

// The TrustInsights file's overload of `record(_:)` reports the coaching evaluation on every
// path; the app's overload in Exposure.swift (its own Evaluation) reports nothing and is not
// the one this call runs.
func record(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

func cashOut(amount: Decimal, evaluator: InsightEvaluator) async throws -> Bool {
  record(Evaluation(experiment: "cashout_banner"))
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  let evaluation = try await evaluator.requestEvaluation(context: context)
  record(evaluation)
  return (try? evaluation.insight.outcome.get()) != .high && amount < 1_000
}
