import TrustInsights

// The app's own `requestEvaluation` (a pricing engine's) called on the elements of a
// collection whose written type names that engine: `for evaluator in evaluators`,
// `evaluators[0]` and `evaluators.first` are `PricingEvaluator`s, not `InsightEvaluator`s,
// whatever they are called.

struct Quote { var price: Int }

final class PricingEvaluator {
  func requestEvaluation(context: String) async throws -> Quote { Quote(price: 1) }
}

final class QuoteService {
  var evaluators: [PricingEvaluator] = []

  func best(for sku: String) async throws -> Int {
    var best = Int.max
    for evaluator in evaluators {
      let quote = try await evaluator.requestEvaluation(context: sku)
      best = min(best, quote.price)
    }
    return best
  }

  func first(for sku: String) async throws -> Int {
    guard let evaluator = evaluators.first else { return 0 }
    return try await evaluator.requestEvaluation(context: sku).price
  }

  func indexed(for sku: String, in list: [PricingEvaluator]) async throws -> Int {
    let evaluator = list[0]
    let quote = try await evaluator.requestEvaluation(context: sku)
    return quote.price
  }
}
