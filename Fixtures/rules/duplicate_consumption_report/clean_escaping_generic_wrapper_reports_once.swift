import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct TimeoutError: Error {}

// `withTimeout` cannot return without running its `@escaping` operation (it has no other
// source of a `T`): the closure runs in place, and its report is on the caller's path.
func withTimeout<T: Sendable>(
  seconds: Double, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
      throw TimeoutError()
    }
    let first = try await group.next()!
    group.cancelAll()
    return first
  }
}

// The wrapper's closure only reads the outcome; a timeout is reported in the `catch`, which
// leaves, and every other path reports once after the wrapper returned.
func sendOnce(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let held: Bool
  do {
    held = try await withTimeout(seconds: 1) { () -> Bool in
      (try? evaluation.insight.outcome.get()) == .high
    }
  } catch {
    evaluation.reportConsumption(.notUsedError)
    throw error
  }
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  return !held
}
