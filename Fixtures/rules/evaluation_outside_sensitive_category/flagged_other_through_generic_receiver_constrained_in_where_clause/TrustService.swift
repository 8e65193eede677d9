// The app's producer: conformers of `RiskChecking` return an evaluation their callers own.
import TrustInsights

typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol RiskChecking {
  func evaluate(_ category: InsightEvaluator.OperationCategory) async throws -> Evaluation
}

final class TrustService: RiskChecking {
  private let evaluator = InsightEvaluator()

  func evaluate(_ category: InsightEvaluator.OperationCategory) async throws -> Evaluation {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await evaluator.requestEvaluation(context: context)
  }
}

protocol StaticChecking {
  static func evaluateStatic(_ category: InsightEvaluator.OperationCategory) async throws -> Evaluation
}

enum TrustGate: StaticChecking {
  static func evaluateStatic(_ category: InsightEvaluator.OperationCategory) async throws -> Evaluation {
    try await TrustService().evaluate(category)
  }
}
