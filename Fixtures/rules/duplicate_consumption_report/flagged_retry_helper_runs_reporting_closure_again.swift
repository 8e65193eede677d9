import TrustInsights

// A retry helper of the program runs its closure again when a run throws. A report written
// inside the retried closure therefore happens once per attempt: when `ledger.post()` fails
// after the report, the next attempt reports the same evaluation a second time. The helper's
// own body says so (it calls `op` in a loop), whatever the caller's closure looks like.

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func post(amount: Int) async throws
  func confirmationNumber(amount: Int) async throws -> String
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

/// Generic flavour: the call's value is what the successful attempt returned.
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
  try await withRetry {
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "when 'withRetry' at line 44 runs its closure again"
    try await ledger.post(amount: amount)
  }
}

func confirm(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  return try await retrying {
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "when 'retrying' at line 52 runs its closure again"
    return try await ledger.confirmationNumber(amount: amount)
  }
}
