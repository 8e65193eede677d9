import TrustInsights

struct Checkout {
  func placeOrder(total: Decimal) async -> Bool {
    guard let evaluation = await Evaluations.fetch() else { return true }  // expect: missing_consumption_report "returns at line 13 when the 'if' at line 10 is false"
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    if total > 1_000 {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    return true
  }
}
