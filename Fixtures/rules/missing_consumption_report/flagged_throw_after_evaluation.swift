import TrustInsights

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum RecoveryError: Error { case rateLimited }

func changeRecoveryEmail(to address: String, attemptsToday: Int, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: accountContext)  // expect: missing_consumption_report "throws at line 13 inside the 'if' at line 12"
  if attemptsToday > 5 {
    throw RecoveryError.rateLimited
  }
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
  default:
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
