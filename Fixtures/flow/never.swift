import TrustInsights

func stop(_ why: String) -> Never {
  fatalError(why)
}

func never(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, a: Int) {
  if a == 0 {
    fatalError("unreachable")
  }
  if a == 1 {
    stop("configuration")
  }
  if a == 2 {
    preconditionFailure()
  }
  e.reportConsumption(.usedUnchangedFriction)
}
