import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class Spinner {
  func show() {}
  func hide() {}
}

/// Shows a spinner while `work` runs; `work` does not outlive the call.
func withSpinner<T>(_ spinner: Spinner, _ work: () async throws -> T) async rethrows -> T {
  spinner.show()
  defer { spinner.hide() }
  return try await work()
}

// The closure runs during the call and reports only a high insight.
func review(evaluator: InsightEvaluator, spinner: Spinner) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 23 when the 'if' at line 24 is false"
  return await withSpinner(spinner) {
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return true
  }
}
