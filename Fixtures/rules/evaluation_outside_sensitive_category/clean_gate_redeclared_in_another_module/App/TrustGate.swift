import TrustInsights

/// The app's gate: every sensitive flow hands it a context to evaluate.
final class TrustGate {
  private let evaluator = InsightEvaluator()

  func check(_ context: InsightEvaluator.InsightContext) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
