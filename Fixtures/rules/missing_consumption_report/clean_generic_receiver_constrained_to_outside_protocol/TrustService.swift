// The app's producer `evaluate(_:)`: its callers own the evaluation it returns.
import TrustInsights

struct TrustService {
  private let evaluator = InsightEvaluator()

  func evaluate(_ category: InsightEvaluator.OperationCategory) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await evaluator.requestEvaluation(context: context)
  }
}
