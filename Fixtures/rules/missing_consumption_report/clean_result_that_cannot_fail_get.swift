import TrustInsights

// `Result.get()` is `throws(Failure)`: on a `Result<Quote, Never>` it throws nothing. Code from
// before typed throws still writes `try cached.get()` (the compiler only warns that `try` is not
// needed), so that `try` is no exit (probes-el p81): a parameter, a local and an own property
// written `Result<…, Never>` (or `Swift.Result`, or an alias of `Never`).

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

typealias NoError = Never

struct Quote { let cents: Int }

final class QuoteScreen {
  let evaluator = InsightEvaluator()
  var lastQuote: Swift.Result<Quote, NoError> = .success(Quote(cents: 0))

  func confirm(cached: Result<Quote, Never>) async throws -> Int {
    let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
    let quote = try cached.get()
    let fallback: Result<Int, Never> = .success(100)
    let minimum = try fallback.get()
    let last = try lastQuote.get()
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return 0
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return max(quote.cents, minimum, last.cents)
  }
}
