// The neighbour of flagged_catch_after_report_in_do.swift: the report in the `do` comes
// after the throwing order call, so the `catch` is reached only by paths that have not
// reported yet (the insight failed, or the order failed before the report).
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
      if level == .high {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return
      }
      try await ledger.placeOrder(symbol)
      evaluation.reportConsumption(.usedUnchangedFriction)
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
