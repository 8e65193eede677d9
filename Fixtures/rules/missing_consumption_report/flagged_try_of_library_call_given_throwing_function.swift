import Foundation
import ObjectKit
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
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 21"
  try batch.forEach(ledger.post)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func importRows(_ evaluator: InsightEvaluator, rows: [String]) async throws -> [Int] {
  let toCents: (String) throws -> Int = { raw in
    guard let v = Int(raw) else { throw LedgerError.invalid }
    return v
  }
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 31"
  let cents = try rows.map(toCents)
  evaluation.reportConsumption(.usedEvaluationOnly)
  return cents
}

func load(_ evaluator: InsightEvaluator, mapper: JSONMapper, runner: ScriptRunner, text: String) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 38", "can throw at line 39"
  let p: Payment = try mapper.map(JSONString: text)
  try runner.run { print(p.id) }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func spend(_ evaluator: InsightEvaluator, vault: Vault) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 45"
  try vault.withLock { print("spend") }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
