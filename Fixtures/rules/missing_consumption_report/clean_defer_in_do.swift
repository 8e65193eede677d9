import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class Spinner {
  func show() {}
  func hide() {}
}

// A `defer` inside the `do` runs when the `do` block is left, also by the throwing `get()`.
func review(evaluator: InsightEvaluator, spinner: Spinner) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    spinner.show()
    defer { spinner.hide() }
    let level = try evaluation.insight.outcome.get()
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return level != .high
  } catch {
    evaluation.reportConsumption(.notUsedError)
    return true
  }
}
