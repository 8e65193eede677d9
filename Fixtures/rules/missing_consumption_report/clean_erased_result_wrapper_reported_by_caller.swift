import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// The callers of a type-erased wrapper that returns its evaluation cast it back and report it
// on every path. A wrapper that reports the evaluation itself and returns something else is no
// producer; neither is one whose `requestEvaluation` is the program's own (`CreditBureau`).
final class RiskService {
  let evaluator = InsightEvaluator()

  func evaluate(_ context: InsightEvaluator.InsightContext) async throws -> AnyObject {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return evaluation
  }

  func screen(_ context: InsightEvaluator.InsightContext) async throws -> Any {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return "screened"
  }
}

func addPayee(service: RiskService) async throws {
  guard let evaluation = try await service.evaluate(payeeContext) as? CoachingEvaluation else { return }
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): evaluation.reportConsumption(.usedIncreasedFriction)
  case .success: evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure: evaluation.reportConsumption(.notUsedError)
  }
  _ = try await service.screen(payeeContext)
}
