// `Task.sleep(…)` and `Task.checkCancellation()` throw only `CancellationError` (the standard
// library documents it), so a `catch is CancellationError` after them catches everything they
// throw: no leak past the `do` (probes-ee c99). A `try` on anything else in the same `do`, or
// a clause naming another type, still lets an error through.
import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum DebounceError: Error { case superseded }
protocol Ledger: Sendable { func hold(_ cents: Int) async throws }

actor Debouncer {
  let evaluator = InsightEvaluator()

  // Clean: the typed clause takes every error of the sleep and of the check.
  func confirm(delay: Double) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
    do {
      try await Task.sleep(for: .seconds(delay))
      try await Task.sleep(nanoseconds: 250_000_000)
      try Task.checkCancellation()
    } catch is CancellationError {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }

  // The ledger's error is of any type: it passes the clause.
  func hold(ledger: Ledger) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)  // expect: missing_consumption_report "can throw at line 38"
    do {
      try await Task.sleep(for: .milliseconds(100))
      try await ledger.hold(100)
    } catch is CancellationError {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  // A clause of another type never takes the sleep's error.
  func superseded() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)  // expect: missing_consumption_report "can throw at line 50"
    do {
      try await Task.sleep(for: .milliseconds(100))
    } catch DebounceError.superseded {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
