import TrustInsights

// The neighbour of flagged_value_declared_in_if_config_clauses.swift: the failure branch of the
// value declared in the `#if` clauses reports `.notUsedError`.
@available(iOS 27, *)
func screen(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
  #if DEBUG
    let value = try? evaluation.insight.outcome.get()
    print("debug value", String(describing: value))
  #else
    let value = try? evaluation.insight.outcome.get()
  #endif
  guard let value else {
    evaluation.reportConsumption(.notUsedError)
    return false
  }
  evaluation.reportConsumption(value == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  return value == .high
}
