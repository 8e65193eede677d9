import TrustInsights

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The outcome is tested in an `if` expression; the report after it is the same constant
// whatever the test said.
func changeRecoveryEmail(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: accountContext)
  let needsCallback = if case .success(.high) = evaluation.insight.outcome { true } else { false }
  evaluation.reportConsumption(.usedUnchangedFriction)  // expect: blanket_consumption_report
  return !needsCallback
}
