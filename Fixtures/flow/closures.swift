import TrustInsights

final class Screen {
  var pending: Task<InsightEvaluation<IsLikelyBeingCoachedInsight>?, Never>?
  var onDone: (() -> Void)?

  func start(_ evaluator: InsightEvaluator) async throws {
    let e = try await evaluator.requestEvaluation(context: context)
    onDone = { e.reportConsumption(.usedUnchangedFriction) }
    pending = Task { try? await evaluator.requestEvaluation(context: context) }
    let count = [1, 2].map { $0 + 1 }.count
    print(count, e.insight.outcome)
  }
}
