import TrustInsights

// An inner `do` whose `catch let error as Error` takes every error (as a bare `catch` does) keeps
// the insight's error from the enclosing `do`'s catches: only the other calls' errors reach them,
// after the insight was read, so a `used…` status there is what happened.

struct LedgerError: Error {}

func reserveFunds(flagged: Bool) async throws {}

func approveLoan(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
  do {
    let level: IsLikelyBeingCoachedInsight.Value?
    do {
      level = try evaluation.insight.outcome.get()
    } catch let error as Error {
      print("insight failed: \(error)")
      level = nil
    }
    try await reserveFunds(flagged: level == .high)
    evaluation.reportConsumption(level == nil ? .notUsedError : .usedUnchangedFriction)
  } catch {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

func approveLoanAnyError(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
  do {
    let level: IsLikelyBeingCoachedInsight.Value?
    do {
      level = try evaluation.insight.outcome.get()
    } catch let error as any Error {
      print("insight failed: \(error)")
      level = nil
    }
    try await reserveFunds(flagged: level == .high)
    evaluation.reportConsumption(level == nil ? .notUsedError : .usedUnchangedFriction)
  } catch {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
