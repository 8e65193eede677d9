import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct TimeoutError: Error {}

// The evaluation can take seconds, so the app races it against a timer. The operation is
// `@escaping` (a child task runs it), but `withTimeout` returns a `T` and has no other source
// of one: its value is what the closure returns, and the caller holds the evaluation.
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

func sendTransfer(amount: Int, evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await withTimeout(seconds: 3) {
    try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 35 inside the 'if' at line 34"
  }
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}
