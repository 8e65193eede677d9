import TrustInsights

let signingContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum SigningStep { case sign, explain, callBack }

func signingStep(evaluator: InsightEvaluator) async throws -> SigningStep {
  let evaluation = try await evaluator.requestEvaluation(context: signingContext)
  switch evaluation.insight.outcome {
  case .success(.unknown):
    evaluation.reportConsumption(.usedUnchangedFriction)
    return .sign
  case .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .explain
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .callBack
  case .success:
    evaluation.reportConsumption(.notUsedError)
    return .sign
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    return .sign
  }
}
