import TrustInsights

// A closure whose `try` sits in a `do` with a clause that catches every error cannot throw:
// given to a `rethrows` function, the call cannot throw either, and is no exit. Before, it was
// a false 'can throw at line 20' (probes-dr c23).
// (flagged_try_of_rethrows_closure_catching_some_errors: a `catch` that lets errors pass.)

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Journal { func append(_ s: String) throws {} }

func audited<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
  print(label)
  return try body()
}

func pay(_ evaluator: InsightEvaluator, journal: Journal) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  try audited("journal") {
    do { try journal.append("pay") } catch { print("journal failed", error) }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
