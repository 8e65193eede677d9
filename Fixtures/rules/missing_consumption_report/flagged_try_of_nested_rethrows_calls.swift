import Foundation
import TrustInsights

// Nested `rethrows` calls throw what their innermost closures throw: a throwing call at any
// depth, a function declared `throws` (not `rethrows`) in between, or a local of the closure
// that shadows the program's non-throwing function keeps the outer `try`'s error edge.

let nestedContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum LedgerError: Error { case offline }
struct Payment: Codable { var payee: String; var cents: Int }
struct Ledger { func post(_ cents: Int) throws -> Int { if cents < 0 { throw LedgerError.offline }; return cents } }

func audited<T>(_ label: String, _ body: () throws -> T) rethrows -> T { try body() }
func validated<T>(_ body: () throws -> T) throws -> T { try body() }
func settle() {}

func post(_ evaluator: InsightEvaluator, ledger: Ledger, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: nestedContext)  // expect: missing_consumption_report
  let posted = try audited("transfer") { try audited("post") { try ledger.post(cents) } }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return posted
}

func archive(_ evaluator: InsightEvaluator, payment: Payment) async throws -> Data {
  let evaluation = try await evaluator.requestEvaluation(context: nestedContext)  // expect: missing_consumption_report
  let data = try audited("archive") { try audited("encode") { try JSONEncoder().encode(payment) } }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return data
}

func check(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: nestedContext)  // expect: missing_consumption_report
  let v = try audited("check") { try validated { cents * 2 } }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return v
}

func payOut(_ evaluator: InsightEvaluator, remote: @escaping () throws -> Void) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: nestedContext)  // expect: missing_consumption_report
  try audited("outer") {
    try audited("inner") {
      let settle: () throws -> Void = remote
      try settle()
    }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
