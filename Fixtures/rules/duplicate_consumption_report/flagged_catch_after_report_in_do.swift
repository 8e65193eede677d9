// A brokerage "sell all" reports inside the `do` as soon as the level is known, then places
// the order with a throwing call; the catch-all reports `.notUsedError` too. When
// `placeOrder` throws after the report, the `catch` reports a second time. The message names
// the call whose error took the path into the `catch`.
import TrustInsights

protocol BrokerageLedger {
  func placeOrder(_ symbol: String) async throws
}

struct SellAllOrder {
  let evaluator = InsightEvaluator()
  let ledger: BrokerageLedger

  func sellAll(_ symbol: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      let level = try evaluation.insight.outcome.get()
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      if level == .high { return }
      try await ledger.placeOrder(symbol)
    } catch {
      evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report "at line 24 threw"
    }
  }
}
