import TrustInsights

func switches(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, n: Int) {
  switch e.insight.outcome {
  case .success(.high), .success(.medium):
    e.reportConsumption(.usedIncreasedFriction)
  case .success(let level) where n > 0:
    print(level)
    fallthrough
  case .success:
    e.reportConsumption(.usedUnchangedFriction)
  case .failure:
    break
  }
  switch n {
  case 0:
    return
  default:
    break
  }
}

func unknownDefault(_ level: IsLikelyBeingCoachedInsight.Value) -> Int {
  switch level {
  case .unknown: return 0
  @unknown default: return 1
  }
}
