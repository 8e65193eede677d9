import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// The caller of an erased-result producer takes the evaluation back with a cast case of a
// switch and reports it there: the 'default' after it never holds the evaluation, as the
// 'else' of 'if let e = raw as? CoachingEvaluation' does not (probes-dk e08).
final class RiskService {
  let evaluator = InsightEvaluator()

  func evaluate(_ context: InsightEvaluator.InsightContext) async throws -> Any {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return evaluation
  }
}

func addPayee(service: RiskService) async throws {
  switch try await service.evaluate(payeeContext) {
  case let evaluation as CoachingEvaluation:
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium): evaluation.reportConsumption(.usedIncreasedFriction)
    case .success: evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure: evaluation.reportConsumption(.notUsedError)
    }
  default:
    break
  }
}

func editPayee(service: RiskService) async throws {
  let raw = try await service.evaluate(payeeContext)
  switch raw {
  case let evaluation as CoachingEvaluation:
    evaluation.reportConsumption(.usedEvaluationOnly)
  case let text as String:
    print(text)
  default:
    print("unexpected")
  }
}
