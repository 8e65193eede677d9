// The hand-counted retry loops of clean_retry_counted_by_hand, each one step wrong. The
// last-attempt test comes before the counter moves, so it is never true and a third failure
// falls out of the loop; a limit passed in may be 0, so the loop may run no pass; a
// cancellation test in the loop's condition ends it without a report; and a counter increased
// twice in a pass can jump past the test, so the loop is not followed and its end still leaks.
import Foundation
import TrustInsights

struct BrokerAPI {
  func placeOrder(_ id: String) async throws {}
}

let orderContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

final class OrderSubmission {
  let api = BrokerAPI()
  let evaluator = InsightEvaluator()

  func submitTestingTooEarly(orderID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: orderContext)  // expect: missing_consumption_report "reaches the end at line 37"
    var attempt = 0
    while attempt < 3 {
      do {
        try await api.placeOrder(orderID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        if attempt == 3 {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
        attempt += 1
      }
    }
  }

  func submit(orderID: String, attempts: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: orderContext)  // expect: missing_consumption_report "reaches the end at line 55"
    var attempt = 0
    while attempt < attempts {
      do {
        try await api.placeOrder(orderID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        attempt += 1
        if attempt == attempts {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
      }
    }
  }

  func submitUntilCancelled(orderID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: orderContext)  // expect: missing_consumption_report "reaches the end at line 73"
    var attempt = 0
    while attempt < 3 && !Task.isCancelled {
      do {
        try await api.placeOrder(orderID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        attempt += 1
        if attempt == 3 {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
      }
    }
  }

  func submitSkippingAhead(orderID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: orderContext)  // expect: missing_consumption_report "reaches the end at line 92"
    var attempt = 0
    while attempt < 3 {
      do {
        try await api.placeOrder(orderID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        attempt += 1
        if error is CancellationError { attempt += 1 }
        if attempt == 3 {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
      }
    }
  }
}
