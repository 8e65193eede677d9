import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

public final class CoachingClient {
  private let evaluator = InsightEvaluator()

  // Public API with no caller in the linted code: its default still flows into the call.
  public func isAvailable(category: InsightEvaluator.OperationCategory = .other) async -> Bool {  // expect: evaluation_outside_sensitive_category
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }

  func evaluate(_ category: InsightEvaluator.OperationCategory = .other) async -> CoachingEvaluation? {  // expect: evaluation_outside_sensitive_category
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return nil }
    return try? await evaluator.requestEvaluation(context: context)
  }

  func evaluateWithoutDefault(_ category: InsightEvaluator.OperationCategory = .communication) async
    -> CoachingEvaluation?
  {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return try? await evaluator.requestEvaluation(context: context)
  }
}

final class ExportViewModel {
  let client = CoachingClient()

  func export() async {
    // Uses the default `.other`.
    guard let evaluation = await client.evaluate() else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func message() async {
    guard let evaluation = await client.evaluateWithoutDefault(.payment) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
