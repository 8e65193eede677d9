import TrustInsights

// The neighbour of flagged_level_declared_in_if_config_clauses.swift: the level declared in the
// `#if` clauses is tested after `#endif`, and `.unknown` keeps the standard checks; a name a
// clause declares that is no level (`let mode = …`) is no outcome test.
func approveTransfer() {}
func runStandardChecks() {}
enum Mode { case unknown, live }

@available(iOS 27, *)
func route(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  evaluation.reportConsumption(.usedUnchangedFriction)
  #if DEBUG
    let level: IsLikelyBeingCoachedInsight.Value = .unknown
    let mode = Mode.unknown
  #else
    let level = try? evaluation.insight.outcome.get()
    let mode = Mode.live
  #endif
  if level == .high || level == .medium {
    runStandardChecks()
  } else if level == .unknown {
    runStandardChecks()
  }
  if mode == .unknown {
    approveTransfer()
  }
}
