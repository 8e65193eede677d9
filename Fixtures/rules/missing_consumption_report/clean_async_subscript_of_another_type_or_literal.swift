// An awaited subscript read produces an evaluation only where it may run a producing getter:
// `await quotes[symbol]` of `let quotes = PriceBook()` runs PriceBook's subscript, not
// TradeRiskBook's producing one of the same argument count, and `await desk["Pay"]` cannot fill
// `subscript(amount: Int)`. Before, both were matched by argument count alone: a price or a
// title was a false "never reported" (probes-ej p05, p36); so was a parameter's (`book:
// PriceBook`, p42).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

actor PriceBook {
  subscript(symbol: String) -> Double {
    get async { 1.0 }
  }
}

actor TradeDesk {
  let evaluator = InsightEvaluator()
  subscript(amount: Int) -> Coaching {
    get async throws { try await evaluator.requestEvaluation(context: payContext) }
  }
  subscript(label: String) -> String { label }
}

struct QuoteTicketScreen {
  let quotes = PriceBook()
  let desk: TradeDesk

  func trade(symbol: String, amount: Int) async throws {
    let price = await self.quotes[symbol]
    let title = await desk["Pay"]
    let evaluation = try await desk[amount]
    print(title)
    evaluation.reportConsumption(price > 100 ? .usedIncreasedFriction : .usedEvaluationOnly)
  }

  func quote(symbol: String, book: PriceBook) async -> Double {
    let price = await book[symbol]
    return price * 2
  }

  func tradeUnreported(amount: Int) async throws {
    let evaluation = try await desk[amount] // expect: missing_consumption_report
    print(evaluation.insight)
  }
}
