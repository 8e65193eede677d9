// The value `Task.sleep(…)` is given, made by a standard initializer or factory
// (`UInt64(delay * 1_000_000_000)`, `.now + .seconds(30)`, `clock: .continuous`), cannot throw:
// a `catch is CancellationError` still catches all the `try` lets out (probes-eh t01, t02).
// So does a function of the program declared without `throws` (probes-eh t08); one declared
// `throws` may throw anything under the same `try`.
import TrustInsights

enum BackoffError: Error { case exhausted }

struct BackoffPolicy {
  func delay(attempt: Int) throws -> Double {
    if attempt > 5 { throw BackoffError.exhausted }
    return Double(attempt)
  }
  func seconds(forAmount cents: Int) -> Double { cents > 100_000 ? 30 : 5 }
}

@available(iOS 27.0, *)
actor CoolingOffTimer {
  let evaluator = InsightEvaluator()
  let policy = BackoffPolicy()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func confirm(after delay: Double) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
      try await Task.sleep(until: .now + .seconds(30), clock: .continuous)
      try await Task.sleep(for: .milliseconds(250), tolerance: .milliseconds(10))
      try await Task.sleep(for: .seconds(policy.seconds(forAmount: 250_000)))
    } catch is CancellationError {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
    return true
  }

  func retry(attempt: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "can throw at line 44"
    do {
      try await Task.sleep(nanoseconds: UInt64(policy.delay(attempt: attempt) * 1_000_000_000))
    } catch is CancellationError {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
