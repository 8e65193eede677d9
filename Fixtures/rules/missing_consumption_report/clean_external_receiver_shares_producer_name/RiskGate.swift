import TrustInsights

// The app's own layer: `evaluate(_:)` produces an evaluation.

typealias RiskEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol RiskChecking {
  func evaluate(_ operation: String) async throws -> RiskEvaluation
}

struct RiskGate: RiskChecking {
  let evaluator = InsightEvaluator()

  func evaluate(_ operation: String) async throws -> RiskEvaluation {
    try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}
