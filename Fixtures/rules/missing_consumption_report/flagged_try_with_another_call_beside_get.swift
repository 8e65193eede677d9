import TrustInsights

// A `try` whose operand also calls something else may throw that call's error, which a
// `catch` of `InsightError` does not take: the evaluation leaves unreported.

func limit() throws -> Int { 3 }

func submit(_ evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "with an error no 'catch' of the 'do' at line 10 matches"
  do {
    let isHigh = try evaluation.insight.outcome.get() == .high || limit() > 2
    evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !isHigh
  } catch let error as InsightError {
    print(error)
    evaluation.reportConsumption(.notUsedError)
    return true
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)
