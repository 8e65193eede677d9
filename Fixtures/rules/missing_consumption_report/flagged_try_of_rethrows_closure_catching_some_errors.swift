import TrustInsights

// A `do` in the closure whose clauses do not catch every error (`catch is JournalError`), or
// whose `catch` throws again, lets the error through the `rethrows` call: its `try` is an exit.
// (clean_try_of_rethrows_closure_catching_everything.)

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct JournalError: Error {}
struct Journal { func append(_ s: String) throws {} }

func audited<T>(_ label: String, _ body: () throws -> T) rethrows -> T { try body() }

func pay(_ evaluator: InsightEvaluator, journal: Journal) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  try audited("journal") {
    do { try journal.append("pay") } catch is JournalError { print("journal failed") }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func payLoud(_ evaluator: InsightEvaluator, journal: Journal) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  try audited("journal") {
    do { try journal.append("pay") } catch { throw JournalError() }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
