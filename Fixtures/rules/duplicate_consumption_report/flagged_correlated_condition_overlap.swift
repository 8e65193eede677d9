import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Both tests are true for a high insight on a new payee: the second report runs after the
// first.
func review(evaluator: InsightEvaluator, isNewPayee: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let isHigh = (try? evaluation.insight.outcome.get()) == .high
  if isHigh {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
  if isNewPayee {
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "line 14"
  } else if !isHigh {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
