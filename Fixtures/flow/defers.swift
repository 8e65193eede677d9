import TrustInsights

func defers(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, ledger: Ledger, a: Bool) throws -> Int {
  defer { e.reportConsumption(.usedEvaluationOnly) }
  if a {
    defer { print("inner") }
    return 1
  }
  try ledger.reserve()
  return 2
}
