import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The app does not wait more than three seconds for the signal: `withTimeout` gives up on a
// slow operation and returns nil. Its value is the closure's or nil (a `T?` and no other
// source of a `T`), so when it holds an evaluation the caller owes its report; here the
// large-amount branch returns without one.
func withTimeout<T: Sendable>(seconds: Double, _ operation: @escaping @Sendable () async -> T) async -> T? {
  await withTaskGroup(of: T?.self) { group in
    group.addTask { await operation() }
    group.addTask {
      try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
      return nil
    }
    let first = await group.next() ?? nil
    group.cancelAll()
    return first
  }
}

func addPayee(amountLimit: Int, evaluator: InsightEvaluator) async -> Bool {
  guard
    let evaluation = await withTimeout(
      seconds: 3,
      {
        try? await evaluator.requestEvaluation(context: payeeContext)  // expect: missing_consumption_report "returns at line 36 inside the 'if' at line 35"
      }) ?? nil
  else { return true }
  if amountLimit > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}
