import TrustInsights

// The report moves to the main actor, but the `if` has no `else`: a high outcome is
// reported twice inside the task.
@MainActor final class TransferBanner {
  func show(high: Bool) {}
}

func presentDecision(
  _ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, banner: TransferBanner, high: Bool
) {
  Task { @MainActor in
    if high {
      banner.show(high: true)
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "captured by the closure"
  }
}
