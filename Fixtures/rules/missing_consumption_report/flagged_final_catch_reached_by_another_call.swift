import TrustInsights

// The final `catch` is reached by what another call in the `do` throws: the evaluation
// leaves there without a report.

func loadLimit() throws -> Int { 1 }

func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {  // expect: missing_consumption_report "reaches the end at line 19 after the 'catch' at line 16 when 'try loadLimit()' at line 11 throws"
  do {
    let level = try evaluation.insight.outcome.get()
    _ = try loadLimit()
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  } catch let error as InsightError {
    print(error)
    evaluation.reportConsumption(.notUsedError)
  } catch {
    print(error)
  }
}
