import TrustInsights

func branches(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, a: Bool, b: Bool) -> Int {
  if a {
    e.reportConsumption(.usedIncreasedFriction)
    return 1
  } else if b {
    return 2
  } else {
    e.reportConsumption(.usedUnchangedFriction)
  }
  guard b else {
    return 3
  }
  if a && b || !a {
    return 4
  }
  return 5
}
