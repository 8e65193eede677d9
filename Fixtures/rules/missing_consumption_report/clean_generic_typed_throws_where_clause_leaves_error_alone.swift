import TrustInsights

// A generic typed throws function with a `where` clause that does not name its error parameter
// (`where T: Sendable`, common in Swift 6 code) is still decided by its closures: given one that
// cannot throw, E = Never and `try measure { … }` is no exit (probes-en p05; before, any where
// clause kept the edge, a false 'not reported on every path'). A clause that fixes E (`where E
// == LedgerError`) keeps it, as in flagged_generic_typed_throws_where_clause_fixes_error.

let feeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func measure<T, E: Error>(_ label: String, _ body: () throws(E) -> T) throws(E) -> T where T: Sendable {
  try body()
}

func fee(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)
  let fee = try measure("fee") { cents / 100 }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return fee
}
