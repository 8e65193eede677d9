import TrustInsights

// A function declared `throws(Never)` cannot throw: a `try` of it (the compiler only warns
// that the `try` is not needed) is no exit before the report (probes-bh p110).

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct FeeTable {
  func dailyLimit() throws(Never) -> Int { 10_000 }
}

func neverFails() throws(Never) -> Int { 42 }

func review(evaluator: InsightEvaluator, fees: FeeTable) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let base = try neverFails()
  let limit = try fees.dailyLimit() + base
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}
