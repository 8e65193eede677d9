import TrustInsights

// An inner `do` that catches only `LedgerError` lets the insight's error through to the
// enclosing `do`'s `catch`: that clause is an insight-failure branch, where a `used…` status is
// wrong. (The neighbour clean_inner_catch_as_error_takes_insight_error catches every error.)

struct LedgerError: Error {}

func reserveFunds(flagged: Bool) async throws {}

func approveLoan(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
  do {
    let level: IsLikelyBeingCoachedInsight.Value?
    do {
      level = try evaluation.insight.outcome.get()
    } catch let error as LedgerError {
      print("ledger failed: \(error)")
      level = nil
    }
    try await reserveFunds(flagged: level == .high)
    evaluation.reportConsumption(level == nil ? .notUsedError : .usedUnchangedFriction)
  } catch {
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
  }
}
