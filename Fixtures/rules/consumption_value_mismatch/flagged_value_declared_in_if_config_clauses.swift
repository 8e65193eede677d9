import TrustInsights

// A `#if` clause is no scope: `value`, declared from `try? …get()` in each clause, is unwrapped
// after `#endif`, and its `nil` branch is the insight's failure (probes-cf p151).
@available(iOS 27, *)
func screen(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
  #if DEBUG
    let value = try? evaluation.insight.outcome.get()
    print("debug value", String(describing: value))
  #else
    let value = try? evaluation.insight.outcome.get()
  #endif
  guard let value else {
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    return false
  }
  evaluation.reportConsumption(value == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  return value == .high
}
