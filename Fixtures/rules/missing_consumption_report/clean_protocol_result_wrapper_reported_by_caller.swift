import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Receipt: CustomStringConvertible { var description: String }

// The caller casts a protocol-typed wrapper's evaluation back and reports it; a wrapper that
// reports its evaluation and returns something else (`Receipt`), or returns `Void`, is no
// producer.
final class RiskService {
  let evaluator = InsightEvaluator()

  func evaluate(_ context: InsightEvaluator.InsightContext) async throws -> CustomStringConvertible {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return evaluation
  }

  func receipt(_ context: InsightEvaluator.InsightContext) async throws -> CustomStringConvertible {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return Receipt(description: "screened")
  }

  func screen(_ context: InsightEvaluator.InsightContext) async throws -> Void {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return
  }
}

func addPayee(service: RiskService) async throws {
  guard let evaluation = try await service.evaluate(payeeContext) as? CoachingEvaluation else { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
  _ = try await service.receipt(payeeContext)
  try await service.screen(payeeContext)
}
