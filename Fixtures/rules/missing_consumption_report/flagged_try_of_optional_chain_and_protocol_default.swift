import TrustInsights

// 'try' on an optional-chained receiver whose known type declares the method without 'throws'
// cannot throw (probes-dq t11; a false 'can throw' before). The protocol's default in an
// extension does not count when the requirement throws: a conformer's witness may (t12).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class Broker {
  func normalize(_ s: String) -> String { s.uppercased() }
}

final class TradeModel {
  var broker: Broker?

  func trade(_ evaluator: InsightEvaluator) async throws -> String? {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let s = try broker?.normalize("aapl")
    evaluation.reportConsumption(.usedEvaluationOnly)
    return s
  }
}
final class StrictBroker {
  func normalize(_ s: String) throws -> String { s.uppercased() }
}

final class StrictTradeModel {
  var broker: StrictBroker?

  func trade(_ evaluator: InsightEvaluator) async throws -> String? {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
    let s = try broker?.normalize("aapl")
    evaluation.reportConsumption(.usedEvaluationOnly)
    return s
  }
}
protocol Pricing {
  func price() async throws -> Int
}

extension Pricing {
  func price() -> Int { 0 }
}

struct FixedPricing: Pricing {}

func quote(_ evaluator: InsightEvaluator, pricing: some Pricing) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  let p = try await pricing.price()
  evaluation.reportConsumption(.usedEvaluationOnly)
  return p
}
