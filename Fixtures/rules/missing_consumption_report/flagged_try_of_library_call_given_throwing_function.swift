import Foundation
import ObjectKit
import SyncKit
import TrustInsights

// A standard-library call throws what the functions given to it throw: a method or local
// closure passed by name that may throw keeps the `try`'s error edge, and so do calls the
// standard library does not have in that form (another label, `run` not on `MainActor`) or
// that the program declares itself as throwing.
// (clean_try_of_library_rethrows_given_nonthrowing_functions: what cannot throw.)

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum LedgerError: Error { case invalid }
struct Payment { var id: String; var cents: Int }
struct Ledger { func post(_ p: Payment) throws {} }
final class Vault { func withLock<T>(_ body: () -> T) throws -> T { body() } }

func postAll(_ evaluator: InsightEvaluator, ledger: Ledger, batch: [Payment]) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 22"
  try batch.forEach(ledger.post)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func importRows(_ evaluator: InsightEvaluator, rows: [String]) async throws -> [Int] {
  let toCents: (String) throws -> Int = { raw in
    guard let v = Int(raw) else { throw LedgerError.invalid }
    return v
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 32"
  let cents = try rows.map(toCents)
  evaluation.reportConsumption(.usedEvaluationOnly)
  return cents
}

func load(_ evaluator: InsightEvaluator, mapper: JSONMapper, runner: ScriptRunner, text: String) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 39", "can throw at line 40"
  let p: Payment = try mapper.map(JSONString: text)
  try runner.run { print(p.id) }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func spend(_ evaluator: InsightEvaluator, vault: Vault) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 46"
  try vault.withLock { print("spend") }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func replicate(_ evaluator: InsightEvaluator, engine: SyncEngine, p: Payment) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 52"
  try engine.sync { print(p.id) }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func quote(_ id: String) async throws -> Int { 1 }

// An `AsyncSequence` operation throws what the sequence throws: a throwing group's children.
func quoteAll(_ evaluator: InsightEvaluator, ids: [String]) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 63"
  let sum = try await withThrowingTaskGroup(of: Int.self) { group in
    for id in ids { group.addTask { try await quote(id) } }
    return try await group.reduce(0, +)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return sum
}

// Awaited, `first(where:)` is the stream's: it throws what the stream throws.
func firstQuote(_ evaluator: InsightEvaluator, quotes: AsyncThrowingStream<Int, Error>) async throws -> Int? {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 72"
  let q = try await quotes.first(where: { $0 > 0 })
  evaluation.reportConsumption(.usedEvaluationOnly)
  return q
}
