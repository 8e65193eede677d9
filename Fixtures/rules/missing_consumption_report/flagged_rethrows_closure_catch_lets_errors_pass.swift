import TrustInsights

// A closure passed to a 'rethrows' function whose 'try' sits in a 'do' that catches only some
// errors, or whose catch-everything 'catch' throws again, can throw: the call is an exit.
// (clean_nonthrowing_closures_of_groups_and_rethrows: a 'do' that takes every error.)

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum LedgerError: Error { case offline, locked }

struct Ledger {
  func fetchLimit() throws -> Int { 1_000 }
}

func audited<T>(_ label: String, _ body: () throws -> T) rethrows -> T { try body() }

func pay(_ evaluator: InsightEvaluator, ledger: Ledger) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 20"
  let limit = try audited("limit") { () -> Int in
    do { return try ledger.fetchLimit() } catch LedgerError.offline { return 0 }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}

func payRethrowing(_ evaluator: InsightEvaluator, ledger: Ledger) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 29"
  let limit = try audited("limit") { () -> Int in
    do { return try ledger.fetchLimit() } catch { throw LedgerError.locked }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}

func payChildThrows(_ evaluator: InsightEvaluator, ledger: Ledger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 38"
  try await withThrowingDiscardingTaskGroup { group in
    group.addTask {
      do { _ = try ledger.fetchLimit() } catch LedgerError.offline {}
    }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func payChildFunctionValue(_ evaluator: InsightEvaluator, sync: @escaping @Sendable () async throws -> Void)
  async throws
{
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report "can throw at line 50"
  try await withThrowingDiscardingTaskGroup { group in
    group.addTask(operation: sync)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
