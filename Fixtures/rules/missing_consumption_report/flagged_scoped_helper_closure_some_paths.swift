// A payments app wraps the request in a scoped helper that hands the evaluation to a body
// closure; the closure reports only a high insight and drops the evaluation otherwise.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum TrustScope {
  static let evaluator = InsightEvaluator()

  /// Requests an evaluation for `category` and lets `body` decide on it and report it.
  static func withEvaluation<T>(
    for category: InsightEvaluator.OperationCategory,
    _ body: (CoachingEvaluation) async throws -> T
  ) async throws -> T {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return try await body(evaluation)
  }
}

func confirmPayment(amount: Decimal) async throws -> Bool {
  try await TrustScope.withEvaluation(for: .payment) { evaluation in  // expect: missing_consumption_report "line 30"
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return amount < 5_000
  }
}
