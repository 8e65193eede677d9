import TrustInsights

func approveLegacyTransfer() {}
func runStandardChecks() {}

// Where an outcome exists the system is iOS 27.0 or later: the `else` of `if #available(iOS 27,
// *)` and the body of `guard #available(iOS 26, *) else { … }` never run there, so a legacy
// approval written in them is no approval of `.unknown` (probes-cf p166).
@available(iOS 27, *)
func route(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  switch evaluation.insight.outcome {
  case .success(.unknown):
    evaluation.reportConsumption(.usedUnchangedFriction)
    if #available(iOS 27, *) {
      runStandardChecks()
    } else {
      approveLegacyTransfer()
    }
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    runStandardChecks()
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    runStandardChecks()
  }
}

@available(iOS 27, *)
func routeGuarded(_ level: IsLikelyBeingCoachedInsight.Value) {
  if level == .unknown {
    guard #available(iOS 26, *) else {
      approveLegacyTransfer()
      return
    }
    runStandardChecks()
  }
}
