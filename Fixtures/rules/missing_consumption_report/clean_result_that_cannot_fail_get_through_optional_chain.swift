import TrustInsights

// `try cached?.get()` with `cached: Result<Quote, Never>?`: the optional chain runs the same
// get(), which is throws(Failure) and throws nothing for Never, so the try is no exit
// (probes-en p30; before, only a receiver of a non-optional written Result was read, a false
// 'not reported on every path'). The plain form is clean_result_that_cannot_fail_get.

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Quote { let cents: Int }

func confirm(_ evaluator: InsightEvaluator, cached: Result<Quote, Never>?) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
  let quote = try cached?.get()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return quote?.cents ?? 0
}
