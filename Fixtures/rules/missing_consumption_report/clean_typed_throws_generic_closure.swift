import TrustInsights

// `withRetry` throws what its closure throws (`throws(E)` for a generic `E`): a closure that
// says `throws(QuoteError)`, or whose one call throws only `QuoteError`, makes the call throw
// only that type.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum QuoteError: Error {
  case stale
}

protocol QuoteFeed {
  func latest(_ symbol: String) async throws(QuoteError) -> Decimal
}

func withRetry<T, E: Error>(attempts: Int, _ operation: () async throws(E) -> T) async throws(E) -> T {
  var remaining = attempts
  while true {
    do {
      return try await operation()
    } catch {
      remaining -= 1
      if remaining <= 0 { throw error }
    }
  }
}

func prepare(_ evaluator: InsightEvaluator, feed: QuoteFeed, symbol: String) async throws -> Decimal? {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let price: Decimal
  do {
    price = try await withRetry(attempts: 3) { () async throws(QuoteError) -> Decimal in
      try await feed.latest(symbol)
    }
  } catch let error as QuoteError {
    print(error)
    evaluation.reportConsumption(.notUsedNotNeeded)
    return nil
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return price
}

func prepareUntypedClosure(_ evaluator: InsightEvaluator, feed: QuoteFeed, symbol: String) async throws -> Decimal {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  var price: Decimal = 0
  do {
    price = try await withRetry(attempts: 3) { try await feed.latest(symbol) }
  } catch is QuoteError {
    print("no quote")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return price
}
