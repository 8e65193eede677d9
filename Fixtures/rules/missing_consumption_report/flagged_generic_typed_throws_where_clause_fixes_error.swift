import TrustInsights

// The nearest defect to clean_generic_typed_throws_where_clause_leaves_error_alone: a `where`
// clause that fixes the error parameter (`where E == LedgerError`) makes the call throw a
// LedgerError whatever its closure throws, so the try can leave before the report.

let feeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum LedgerError: Error { case locked }

func posting<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T where E == LedgerError {
  try body()
}

func fee(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)  // expect: missing_consumption_report
  let fee = try posting { cents / 100 }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return fee
}
