import TrustInsights

// A non-throwing function needs a final `catch` after `catch let error as InsightError`:
// what `try E.insight.outcome.get()` throws is an `InsightError`, which the first clause
// takes, so the final clause is never reached by it (nor is a `catch` that rethrows).

func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  do {
    let level = try evaluation.insight.outcome.get()
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  } catch let error as InsightError {
    print(error)
    evaluation.reportConsumption(.notUsedError)
  } catch {
    assertionFailure("get() throws only InsightError: \(error)")
  }
}

func settleOrRethrow(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) throws {
  do {
    if try evaluation.insight.outcome.get() == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  } catch is InsightError {
    evaluation.reportConsumption(.notUsedError)
  } catch {
    throw error
  }
}
