import Foundation
import TrustInsights

// `try` before a standard-library, Foundation or concurrency call that throws only what the
// functions given to it throw (`rethrows`), given closures that cannot throw, key paths, the
// program's non-throwing functions or an operator: the call cannot throw (a compiler warning
// only), so it is no exit before the report. Before, each was a false 'can throw at line N'
// (probes-dr c02-c06, c13, c14, c20, c21, c25, s12, s19, s21).
// (flagged_try_of_library_call_given_throwing_function: functions that may throw.)

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Payment { var id: String; var cents: Int; var payee: String }

func label(_ p: Payment) -> String { "\(p.payee): \(p.cents)" }

final class Ledger {
  private let lock = NSLock()
  private var spent = 0

  func review(_ evaluator: InsightEvaluator, known: [Payment], p: Payment) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let seen = try known.contains(where: { $0.payee == p.payee })
    let ranked = try known.sorted(by: { $0.cents > $1.cents })
    let first = try known.first(where: { $0.id == p.id })
    try lock.withLock { spent += p.cents }
    let text = try autoreleasepool { ranked.map { $0.id }.joined(separator: ",") }
    evaluation.reportConsumption(seen ? .usedUnchangedFriction : .usedIncreasedFriction)
    return first != nil && !text.isEmpty
  }
}

func summarize(_ evaluator: InsightEvaluator, history: [Payment], payload: Data) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  let big = try history.lazy.filter { $0.cents > 10_000 }.map { $0.cents }.max()
  let byPayee = try history.reduce(into: [String: Int]()) { acc, p in acc[p.payee, default: 0] += p.cents }
  let cents = try history.map(\.cents)
  let lines = try history.map(label)
  let total = try cents.reduce(0, +)
  let tail = try Array(history.drop(while: { $0.cents == 0 }).prefix(while: { $0.cents < 1_000 }))
  let sum = try payload.withUnsafeBytes { raw in raw.reduce(0, &+) }
  let words = try "a b c".split(separator: " ", maxSplits: 3)
  evaluation.reportConsumption(.usedEvaluationOnly)
  return (big ?? 0) + byPayee.count + lines.count + total + tail.count + Int(sum) + words.count
}

func quietFetch() async -> Int { 0 }

func balance(_ evaluator: InsightEvaluator) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  let b = try await withTaskCancellationHandler { await quietFetch() } onCancel: { print("cancel") }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return b
}
