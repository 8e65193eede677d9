import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The failure and the high and unknown levels are reported; a medium level falls through
// every test.
func review(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 24 when the 'if' at line 20 is false"
  let outcome = evaluation.insight.outcome
  if case .failure = outcome {
    evaluation.reportConsumption(.notUsedError)
    return true
  }
  if case .success(.high) = outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  } else if case .success(.unknown) = outcome {
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
  return true
}
