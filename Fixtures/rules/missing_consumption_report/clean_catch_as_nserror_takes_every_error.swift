import Foundation
import TrustInsights

// On Apple platforms every Swift error bridges to `NSError`: `catch let error as NSError` takes
// every error (the compiler accepts it as exhaustive), as `catch` does, and so does a cast to
// `(any Error)` in parentheses. The `try` inside cannot leave the `do`, so the report after it
// is on every path. (flagged_catch_as_nserror_where_lets_try_leave: with `where`, it may not.)

struct Ledger { func post(_ cents: Int) async throws {} }

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func send(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    try await ledger.post(500)
  } catch let error as NSError {
    print("failed: \(error.domain) \(error.code)")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func sendReadingURLErrorsFirst(_ evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    try await ledger.post(500)
  } catch let error as URLError {
    evaluation.reportConsumption(.notUsedError)
    print(error.code)
    return false
  } catch let error as Foundation.NSError {
    evaluation.reportConsumption(.notUsedError)
    print(error.domain)
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

func sendParenthesized(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    try await ledger.post(500)
  } catch let error as (any Error) {
    print(error)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
