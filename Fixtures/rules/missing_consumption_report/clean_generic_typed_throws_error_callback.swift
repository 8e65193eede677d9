import TrustInsights

// `func retrying<T, E: Error>(_ body: () throws(E) -> T, onFailure: (E) -> Void) throws(E)`
// names E in a callback that takes an error: it receives one and cannot hand one to the
// function, so a body that cannot throw still makes E = Never and `try retrying(…)` throws
// nothing (probes-en p04; before, any parameter naming E counted as a source of errors, a
// false 'not reported on every path'). A parameter that supplies an E (`fallback: E?`, `make:
// () -> E`) keeps the edge, as in flagged_generic_typed_throws_closure_may_throw.

let feeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func retrying<T, E: Error>(_ body: () throws(E) -> T, onFailure: (E) -> Void) throws(E) -> T {
  do { return try body() } catch {
    onFailure(error)
    throw error
  }
}

func fee(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)
  let fee = try retrying({ cents / 100 }, onFailure: { error in print(error) })
  evaluation.reportConsumption(.usedEvaluationOnly)
  return fee
}
