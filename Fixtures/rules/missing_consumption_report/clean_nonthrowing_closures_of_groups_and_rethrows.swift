import TrustInsights

// A throwing discarding task group throws its child tasks' errors (flagged_throwing_discarding_
// task_group_child_error), but when no closure written in it, child tasks included, can throw,
// it throws nothing: no exit (probes-dq g01). A closure passed to a 'rethrows' function whose
// 'try' sits in a 'do' with a catch-everything 'catch' cannot throw either (probes-dq r01).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func notifyRisk() async {}
func refreshLimits() async {}

func pay(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  try await withThrowingDiscardingTaskGroup { group in
    group.addTask { await notifyRisk() }
    group.addTask { await refreshLimits() }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
enum LedgerError: Error { case offline }

struct Ledger {
  func fetchLimit() throws -> Int { 1_000 }
}

func audited<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
  print(label)
  return try body()
}

func payLimit(_ evaluator: InsightEvaluator, ledger: Ledger) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  let limit = try audited("limit") { () -> Int in
    do { return try ledger.fetchLimit() } catch { return 0 }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}

func payOptional(_ evaluator: InsightEvaluator, ledger: Ledger) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  let limit = try audited("limit") { (try? ledger.fetchLimit()) ?? 0 }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}
