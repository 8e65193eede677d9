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

func sendAndReportTwice(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let held = try await withTimeout(seconds: 1) { () -> Bool in
    evaluation.reportConsumption(.usedEvaluationOnly)
    return false
  }
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)  // expect: duplicate_consumption_report
}
