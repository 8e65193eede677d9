import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func hasFunds(_ amount: Int) async throws -> Bool
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  /// Reports `self` on every path: `evaluation.settle(held:)` is a report.
  func settle(held: Bool) {
    if case .failure = insight.outcome {
      reportConsumption(.notUsedError)
    } else {
      reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
}

func send(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "'try await ledger.hasFunds(amount)' can throw at line 29", "returns at line 30"
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.settle(held: true)
    return false
  }
  guard try await ledger.hasFunds(amount) else {
    return false
  }
  evaluation.settle(held: false)
  return true
}
