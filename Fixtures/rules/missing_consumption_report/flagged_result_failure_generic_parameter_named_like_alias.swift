import TrustInsights

// A function's generic parameter named like a file-level alias of Never (`func
// confirm<NoError: Error>(…cached: Result<Quote, NoError>)` beside `typealias NoError = Never`)
// is that parameter inside the function: `try cached.get()` may throw before the report
// (probes-en p25; before, the alias was followed and the try taken as unable to throw, a miss).
// Also through an optional chain, with a type's generic parameter.

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

typealias NoError = Never
struct Quote { let cents: Int }

func confirm<NoError: Error>(_ evaluator: InsightEvaluator, cached: Result<Quote, NoError>) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
  let quote = try cached.get()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return quote.cents
}

struct QuoteFeed<NoError: Error> {
  let evaluator = InsightEvaluator()

  func confirm(cached: Result<Quote, NoError>?) async throws -> Int {
    let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
    let quote = try cached?.get()
    evaluation.reportConsumption(.usedEvaluationOnly)
    return quote?.cents ?? 0
  }
}
