import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

/// Runs `operation` once more when it fails: its closure does not outlive the call, and what
/// it returns is the call's value.
func withRetry<T>(_ operation: () async throws -> T) async throws -> T {
  do {
    return try await operation()
  } catch {
    return try await operation()
  }
}

// The evaluation comes back through the retry helper; the early exit for small amounts
// forgets it.
func send(amount: Int, evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await withRetry {
    try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 25"
  }
  guard amount >= 100 else {
    return true
  }
  let held = (try? evaluation.insight.outcome.get()) == .high
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  return !held
}

func sendClean(amount: Int, evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await withRetry {
    try await evaluator.requestEvaluation(context: transferContext)
  }
  let held = (try? evaluation.insight.outcome.get()) == .high
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  return !held
}
