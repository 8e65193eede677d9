import TrustInsights

// The nearest defects to clean_result_that_cannot_fail_get: a `Result` whose failure is an
// error type, or whose type is not written (`let quote = load()`), can throw from `get()`
// before the report.

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum QuoteError: Error { case stale }
struct Quote { let cents: Int }

func load() -> Result<Quote, QuoteError> { .failure(.stale) }

func confirm(_ evaluator: InsightEvaluator, cached: Result<Quote, QuoteError>) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
  let quote = try cached.get()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return quote.cents
}

func confirmLoaded(_ evaluator: InsightEvaluator) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
  let loaded = load()
  let quote = try loaded.get()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return quote.cents
}
