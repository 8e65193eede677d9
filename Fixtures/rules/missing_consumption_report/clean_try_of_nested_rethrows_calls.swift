import Foundation
import TrustInsights

// A `try` on a program `rethrows` function given a closure whose only `try`s are on such calls
// given closures that cannot throw (at any depth), or on the library's rethrowing calls given
// closures that cannot throw, cannot throw: no exit, the report after it is on every path.

let nestedContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func audited<T>(_ label: String, _ body: () throws -> T) rethrows -> T { try body() }
func timed<T>(_ name: String, _ body: () async throws -> T) async rethrows -> T { try await body() }

struct Journal {
  func record<T>(_ note: String, _ body: () throws -> T) rethrows -> T { try body() }
}

final class SpendTracker {
  private let lock = NSLock()
  private var spent = 0
  let journal = Journal()

  func spend(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
    let evaluation = try await evaluator.requestEvaluation(context: nestedContext)
    let fee = try audited("fee") { try audited("rate") { try audited("round") { cents / 100 } } }
    try audited("spend") { try lock.withLock { spent += cents } }
    try lock.withLock { try audited("inside") { spent -= 0 } }
    let ok = try journal.record("review") { try journal.record("limit") { cents < 50_000 } }
    let total = try await timed("order") { try await timed("quote") { cents + fee } }
    evaluation.reportConsumption(ok ? .usedUnchangedFriction : .usedIncreasedFriction)
    return total
  }
}
