import TrustInsights

// The evaluation alias is nested in TrustService; inside it (and qualified elsewhere) it still
// names the evaluation type, while FeeCalculator's own nested alias of the same name does not.
final class TrustService {
  typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func check() async throws -> Evaluation {
    try await evaluator.requestEvaluation(context: context)
  }

  func settle(_ evaluation: Evaluation, status: InsightEvaluation<IsLikelyBeingCoachedInsight>.ConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

struct MathResult {
  var value: Double
}

final class FeeCalculator {
  typealias Evaluation = MathResult

  func compute(_ formula: String) -> Evaluation { MathResult(value: Double(formula) ?? 0) }
}
