import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn }

func friction(evaluator: InsightEvaluator, configured: Bool) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  guard configured else {
    fatalError("TransferFlow used before configure(_:)")
  }
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .warn
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return .none
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    return .none
  }
}
