import TrustInsights

// The app's own protocol declaring `requestEvaluation` for quotes: a call through `any
// QuoteEvaluating` returns its `QuoteEvaluation`, never an insight evaluation, while the call
// through `any CoachingEvaluating` beside it is reported (probes-di f02, f03, f05).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol CoachingEvaluating: Sendable {
  func requestEvaluation(context: InsightEvaluator.InsightContext) async throws -> CoachingEvaluation
}

extension InsightEvaluator: CoachingEvaluating {}

struct QuoteEvaluation { let spread: Double }

protocol QuoteEvaluating {
  func requestEvaluation(context: String) async throws -> QuoteEvaluation
}

final class PayModel {
  let evaluator: any CoachingEvaluating
  let quotes: any QuoteEvaluating
  init(evaluator: any CoachingEvaluating, quotes: any QuoteEvaluating) {
    self.evaluator = evaluator
    self.quotes = quotes
  }

  func pay(amount: Int) async throws -> Bool {
    let quote = try await quotes.requestEvaluation(context: "EURUSD")
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    evaluation.reportConsumption(.usedUnchangedFriction)
    return quote.spread < 0.2 && amount < 5_000
  }

  func spread() async throws -> Double {
    try await quotes.requestEvaluation(context: "EURUSD").spread
  }
}

func sendMoney<E: CoachingEvaluating>(using evaluator: E, quotes: any QuoteEvaluating) async throws {
  let quote = try await quotes.requestEvaluation(context: "GBPUSD")
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  evaluation.reportConsumption(quote.spread > 1 ? .usedIncreasedFriction : .usedEvaluationOnly)
}
