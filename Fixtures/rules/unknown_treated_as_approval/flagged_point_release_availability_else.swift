import TrustInsights

func approveLegacyTransfer() {}
func runStandardChecks() {}

// The neighbour of clean_dead_legacy_branch_of_availability.swift: a point release (`iOS 27.2`)
// may be missing on a system that has the outcome, so its `else` runs there for `.unknown`;
// `#unavailable(iOS 27)` never holds, so only the code after it is reached.
@available(iOS 27, *)
func route(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  switch evaluation.insight.outcome {
  case .success(.unknown):
    evaluation.reportConsumption(.usedUnchangedFriction)
    if #available(iOS 27.2, *) {
      runStandardChecks()
    } else {
      approveLegacyTransfer()  // expect: unknown_treated_as_approval
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
func routeUnavailable(_ level: IsLikelyBeingCoachedInsight.Value) {
  if level == .unknown {
    if #unavailable(iOS 27) {
      runStandardChecks()
    } else {
      approveLegacyTransfer()  // expect: unknown_treated_as_approval
    }
  }
}
