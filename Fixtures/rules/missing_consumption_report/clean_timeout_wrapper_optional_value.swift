import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The near-miss of flagged_timeout_wrapper_optional_value: the evaluation `withTimeout` hands
// back (its value is the closure's or nil) is reported on every path; when the wrapper gave up
// (nil) there is nothing to report, and the caller keeps its own checks.
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
        try? await evaluator.requestEvaluation(context: payeeContext)
      }) ?? nil
  else { return true }
  if amountLimit > 10_000 {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}
