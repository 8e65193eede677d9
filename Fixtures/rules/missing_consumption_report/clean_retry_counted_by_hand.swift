// Retry loops counted by hand: `var attempt = 0` above a `while attempt < LIMIT` (or a
// `repeat … while attempt < LIMIT`) whose body adds one per failed attempt. Each loop's pass
// that reaches the limit reports and rethrows, so no pass ever falls out of the loop with the
// evaluation unreported, and a `while` whose counter starts below a known limit always runs a
// first pass. Before, the loop's end (after a last pass the code had already left) and the
// `while`'s first test being false were paths of their own: a false missing report on each.
// Choice where RULES.md is silent: a counter is followed only where nothing but one `+= 1` per
// pass changes it (see the explain text of missing_consumption_report).
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
  let maxAttempts = 3

  /// The last failure is tested after the counter moves.
  func submit(orderID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: orderContext)
    var attempt = 0
    var lastError: Error?
    while attempt < 3 {
      do {
        try await api.placeOrder(orderID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        lastError = error
        attempt += 1
        if attempt == 3 {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
        try? await Task.sleep(nanoseconds: UInt64(attempt) * 250_000_000)
      }
    }
    _ = lastError
  }

  /// A `guard` on the counter, against a constant property.
  func submitGuarded(orderID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: orderContext)
    var attempt = 0
    while attempt < maxAttempts {
      do {
        try await api.placeOrder(orderID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        attempt = attempt + 1
        guard attempt < maxAttempts else {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
      }
    }
  }

  /// `repeat`: retry through a `catch … where`, report and rethrow in the last `catch`.
  func submitRepeating(orderID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: orderContext)
    var attempt = 0
    repeat {
      attempt += 1
      do {
        try await api.placeOrder(orderID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch where attempt < maxAttempts {
        continue
      } catch {
        evaluation.reportConsumption(.notUsedError)
        throw error
      }
    } while attempt < maxAttempts
  }

  /// The counter is read (logged, interpolated, passed by value) as well as increased.
  func submitLogged(orderID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: orderContext)
    var attempt = 0
    while attempt < 3 {
      do {
        try await api.placeOrder(orderID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        attempt += 1
        print("attempt \(attempt) failed: \(error)")
        log(attempt: attempt)
        if attempt >= 3 {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
      }
    }
  }

  func log(attempt: Int) {}
}
