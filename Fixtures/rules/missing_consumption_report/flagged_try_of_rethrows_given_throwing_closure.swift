import TrustInsights

// A `rethrows` function throws what its closures throw: a closure with a plain `try` or a
// `throw`, or a function value (which may throw), keeps the call's error edge.
// (clean_try_of_rethrows_given_nonthrowing_closure: closures that cannot throw.)

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum LedgerError: Error { case offline }

struct Ledger {
  func fetchLimit() throws -> Int { 1_000 }
}

func audited<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
  print(label)
  return try body()
}

func pay(_ evaluator: InsightEvaluator, ledger: Ledger) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 23"
  let limit = try audited("limit") { try ledger.fetchLimit() }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}

func payOffline(_ evaluator: InsightEvaluator, online: Bool) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 30"
  let limit = try audited("limit") { () -> Int in
    if !online { throw LedgerError.offline }
    return 1_000
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}

func payThroughFunctionValue(_ evaluator: InsightEvaluator, ledger: Ledger) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 40"
  let limit = try audited("limit", ledger.fetchLimit)
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}
