import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct TimeoutError: Error {}

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

/// A timeout that gives `nil` on its own when the deadline passes: its result need not come
/// from the closure, so the closure is not lowered in place (what it makes escapes with it).
func withDeadline<T: ExpressibleByNilLiteral>(
  seconds: Double, _ operation: @escaping @Sendable () async -> T
) async -> T {
  let task = Task { await operation() }
  try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
  task.cancel()
  return nil
}

/// Keeps work for later: nothing says the closure has run when `later` returns.
final class Scheduler {
  private var jobs: [() -> Void] = []
  func later<T>(_ work: @escaping () -> T) {
    jobs.append { _ = work() }
  }
  /// A fallback of the same type is another source of the result.
  func orFallback<T>(_ fallback: T, _ work: @escaping () -> T) -> T {
    jobs.append { _ = work() }
    return fallback
  }
}

func sendTransfer(amount: Int, evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await withTimeout(seconds: 3) {
    try await evaluator.requestEvaluation(context: transferContext)
  }
  evaluation.reportConsumption(amount > 10_000 ? .usedIncreasedFriction : .usedUnchangedFriction)
  return amount <= 10_000
}

// The closure runs before the wrapper returns: its report is the one report.
func reportInsideTheWrapper(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  return try await withTimeout(seconds: 1) { () -> Bool in
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}

// Kept for later: the scheduled closure holds the evaluation (an escape, no finding here).
func reportLater(evaluator: InsightEvaluator, scheduler: Scheduler) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  scheduler.later { evaluation.reportConsumption(.usedEvaluationOnly) }
}

func reportLaterWithFallback(evaluator: InsightEvaluator, scheduler: Scheduler) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  return scheduler.orFallback(false) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}

func deadlineCheck(evaluator: InsightEvaluator) async -> Bool {
  guard
    let evaluation = await withDeadline(seconds: 2, {
      try? await evaluator.requestEvaluation(context: transferContext)
    })
  else { return true }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return false
}
