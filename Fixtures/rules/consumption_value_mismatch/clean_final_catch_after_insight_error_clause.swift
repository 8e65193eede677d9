import TrustInsights

// The final `catch` after `catch let error as InsightError` (or `catch is InsightError`) only
// receives the other calls' errors: the insight was read successfully there, and a `used…`
// status is what happened.

func submitLoan(flagged: Bool) async throws {}

func review(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
  do {
    let level = try evaluation.insight.outcome.get()
    try await submitLoan(flagged: level == .high)
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  } catch let error as InsightError {
    print(error)
    evaluation.reportConsumption(.notUsedError)
  } catch {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

func reviewIs(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
  do {
    let level = try evaluation.insight.outcome.get()
    try await submitLoan(flagged: level == .high)
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  } catch is InsightError {
    evaluation.reportConsumption(.notUsedError)
  } catch {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
