import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum RecoveryStep { case sendCode, callBack, wait }

func nextStep(evaluator: InsightEvaluator) async throws -> RecoveryStep {
  let evaluation: CoachingEvaluation = try await evaluator.requestEvaluation(context: accountContext)  // expect: missing_consumption_report "returns at line 25 after the 'default' branch (taken by '.success(.unknown)' and '.failure')"
  var step = RecoveryStep.sendCode
  switch evaluation.insight.outcome {
  case .success(.high):
    step = .callBack
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .success(.medium):
    step = .wait
    evaluation.reportConsumption(.usedIncreasedFriction)
  default:
    break
  }
  return step
}
