import TrustInsights

// A `throw` that names its error's type passes by a `catch` of another struct or enum type:
// the error of `throw TradeError.blocked` (the app's own enum) or `throw CancellationError()`
// is never an `InsightError`, so the clause that reports for a failed insight does not run
// after the report before the `throw`.

enum TradeError: Error { case blocked }

func submit(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do {
    let level = try evaluation.insight.outcome.get()
    if level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      throw TradeError.blocked
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  } catch is InsightError {
    evaluation.reportConsumption(.notUsedError)
  }
}

func review(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do {
    let level = try evaluation.insight.outcome.get()
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    if level == .high { throw CancellationError() }
  } catch let error as InsightError {
    print(error)
    evaluation.reportConsumption(.notUsedError)
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)
