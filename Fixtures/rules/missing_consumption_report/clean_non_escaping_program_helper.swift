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

/// Keeps the handler for later: it outlives the call.
func onConfirm(_ handler: @escaping (Bool) -> Void) {}

// The report inside the spinner's closure is on this function's paths.
func review(evaluator: InsightEvaluator, spinner: Spinner) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  return await withSpinner(spinner) {
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}

// The confirmation handler takes the evaluation over.
func reviewLater(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  onConfirm { accepted in
    evaluation.reportConsumption(accepted ? .usedIncreasedFriction : .notUsedNotNeeded)
  }
}
