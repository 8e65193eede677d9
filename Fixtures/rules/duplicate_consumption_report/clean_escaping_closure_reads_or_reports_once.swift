import TrustInsights

// A task that only reads the evaluation while the function reports it, and a task that
// reports once on each path: no duplicate.
func logInsight(_ text: String) {}

func recordAndReport(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  Task { logInsight("\(evaluation.insight)") }
  evaluation.reportConsumption(.usedUnchangedFriction)
}

func reportLater(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, high: Bool) {
  Task { @MainActor in
    if high {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
