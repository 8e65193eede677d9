import TrustInsights

// The neighbour of clean_try_of_throws_never_function.swift: a `try` that also calls a
// function that can throw (or a function of that name the project does not declare
// `throws(Never)`) can still leave before the report.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum FeeError: Error { case unavailable }

struct FeeTable {
  func dailyLimit() throws(Never) -> Int { 10_000 }
  func surcharge() throws(FeeError) -> Int { 5 }
}

func review(evaluator: InsightEvaluator, fees: FeeTable) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try fees.dailyLimit() + fees.surcharge()' can throw at line 21"
  let limit = try fees.dailyLimit() + fees.surcharge()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return limit
}
