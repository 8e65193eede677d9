import TrustInsights

// The same retry helpers, used correctly: the closure only does the retried work and the
// evaluation is reported once, after the call (or in its `catch` when every attempt failed).
// An evaluation produced inside the retried closure is the call's value: a failed attempt
// produced none, so the retry does not leave an earlier one unreported.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func post(amount: Int) async throws
}

func withRetry(attempts: Int = 3, _ op: () async throws -> Void) async rethrows {
  for i in 0..<attempts {
    do {
      try await op()
      return
    } catch where i < attempts - 1 {
      continue
    }
  }
}

func retrying<T>(times: Int = 2, _ operation: () async throws -> T) async throws -> T {
  var lastError: Error?
  for _ in 0..<times {
    do {
      return try await operation()
    } catch {
      lastError = error
    }
  }
  throw lastError!
}

func transfer(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    try await withRetry { try await ledger.post(amount: amount) }
  } catch {
    evaluation.reportConsumption(.notUsedError)
    throw error
  }
  evaluation.reportConsumption(.usedIncreasedFriction)
}

/// A producer whose evaluation comes back through the retry helper.
func evaluateTransfer(_ evaluator: InsightEvaluator) async throws -> CoachingEvaluation {
  try await retrying { try await evaluator.requestEvaluation(context: transferContext) }
}

func review(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await retrying { try await evaluateTransfer(evaluator) }
  let held = evaluation.insight.outcome == .success(.high)
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  return held
}
