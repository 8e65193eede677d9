import TrustInsights

// `get()` of a `Result<Quote, QuoteError>` throws only `QuoteError` (its `Failure`): the clause
// of that type takes it, whether the `Result` is a parameter, a local or a property.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum QuoteError: Error {
  case stale
}

struct Quote {
  let price: Decimal
}

struct QuoteService {
  let evaluator: InsightEvaluator
  var lastQuote: Result<Quote, QuoteError> = .failure(.stale)

  func prepare(cached: Result<Quote, QuoteError>) async throws -> Quote? {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      let quote = try cached.get()
      evaluation.reportConsumption(.usedEvaluationOnly)
      return quote
    } catch let error as QuoteError {
      print(error)
      evaluation.reportConsumption(.notUsedNotNeeded)
      return nil
    }
  }

  func prepareFromStore(fallback: Quote) async throws -> Quote {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let local: Result<Quote, QuoteError> = .success(fallback)
    var quote = fallback
    do {
      quote = try local.get()
      quote = try lastQuote.get()
    } catch is QuoteError {
      print("stale")
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return quote
  }
}
