import TrustInsights

// A `#if` clause is no scope: a level declared in its clauses is read after `#endif`, so a test
// of it there is an outcome test (probes-cf p145: a debug build forcing `.unknown`, then
// approving it, was missed).
func approveTransfer() {}
func runStandardChecks() {}

@available(iOS 27, *)
func route(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  evaluation.reportConsumption(.usedUnchangedFriction)
  #if DEBUG
    let level: IsLikelyBeingCoachedInsight.Value = .unknown
  #else
    let level = try? evaluation.insight.outcome.get()
  #endif
  if level == .unknown {
    approveTransfer()  // expect: unknown_treated_as_approval
  } else {
    runStandardChecks()
  }
}

@available(iOS 27, *)
func routeOnOutcome(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  evaluation.reportConsumption(.usedUnchangedFriction)
  #if DEBUG
    let outcome = evaluation.insight.outcome
    print(outcome)
  #endif
  if case .success(.unknown) = outcome {
    approveTransfer()  // expect: unknown_treated_as_approval
  }
}
