// The retry loops of clean_retry_last_attempt_leaves, each one step wrong. The last failed
// attempt rethrows without a report; `0..<retries` runs no pass when `retries` is 0 and the
// loop's end then leaves with nothing reported; the test `attempt == 2` in `1...3` is not the
// last attempt, so a third failure falls out of the loop unreported; and a bound the body
// changes (`limit += 1`) says nothing about which pass is the last.
import Foundation
import TrustInsights

struct TransferAPI {
  func submit(_ id: String) async throws {}
}

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

final class TransferModel {
  let api = TransferAPI()
  let evaluator = InsightEvaluator()

  func submitSilently(id: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "the 'catch' at line 28 throws without a report"
    for attempt in 1...3 {
      do {
        try await api.submit(id)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch where attempt == 3 {
        throw error
      } catch {
        try? await Task.sleep(nanoseconds: 300_000_000)
      }
    }
  }

  func submit(id: String, retries: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "reaches the end at line 50"
    for attempt in 0..<retries {
      do {
        try await api.submit(id)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        if attempt == retries - 1 {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
      }
    }
  }

  func submitTwice(id: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "reaches the end at line 66"
    for attempt in 1...3 {
      do {
        try await api.submit(id)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch where attempt == 2 {
        evaluation.reportConsumption(.notUsedError)
        throw error
      } catch {
        try? await Task.sleep(nanoseconds: 300_000_000)
      }
    }
  }

  func submitShrinking(id: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "reaches the end at line 84"
    var limit = 3
    for attempt in 1...limit {
      do {
        try await api.submit(id)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        if attempt == limit {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
        limit += 1
      }
    }
  }
}
