import TrustInsights

let loginContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum LoginStep { case signIn, stepUp }

func stepAfterPassword(evaluator: InsightEvaluator, newDevice: Bool) async -> LoginStep {
  guard let evaluation = try? await evaluator.requestEvaluation(context: loginContext) else {  // expect: missing_consumption_report "returns at line 15 in the 'else' of the 'guard' at line 14"
    return .signIn
  }
  guard newDevice else {
    return .signIn
  }
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .stepUp
  default:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return .signIn
  }
}
