import TrustInsights

// The approval is in a helper; of its callers, only those that may hand it `.unknown` get a
// note. A call past a test that ruled `.unknown` out (`guard …, level != .unknown`, an `if`
// on `.medium`) is not on the path, directly or through a helper that forwards the level.
final class PayoutScreen {
  func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    decide(level)  // expect-note: unknown_treated_as_approval "'.unknown' reaches the approval in 'decide(_:)' here"
  }

  func confirmKnown(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      holdPayout()
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    decide(level)
  }

  func confirmMedium(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) throws {
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }
    let level = try evaluation.insight.outcome.get()
    if level == .medium {
      forward(level)
    }
  }

  private func forward(_ level: IsLikelyBeingCoachedInsight.Value) {
    decide(level)
  }

  private func decide(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .high {
      holdPayout()
    } else {  // expect-note: unknown_treated_as_approval "'.unknown' takes the 'else'"
      approvePayout()  // expect: unknown_treated_as_approval "'approvePayout()'"
    }
  }

  private func holdPayout() {}
  private func approvePayout() {}
}
