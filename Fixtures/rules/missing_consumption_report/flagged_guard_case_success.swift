import TrustInsights

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Step { case changeEmail, verifyByPhone }

// `guard case .success` drops a failed insight without a report.
func nextStep(evaluator: InsightEvaluator) async throws -> Step {
  let evaluation = try await evaluator.requestEvaluation(context: accountContext)  // expect: missing_consumption_report "returns at line 14 in the 'else' of the 'guard' at line 13"
  guard case .success(let level) = evaluation.insight.outcome else {
    return .verifyByPhone
  }
  if level == .high || level == .medium {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .verifyByPhone
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return .changeEmail
}
