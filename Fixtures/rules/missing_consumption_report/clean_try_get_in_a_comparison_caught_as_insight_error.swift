import TrustInsights

// `try E.insight.outcome.get()` inside a comparison is still the only throwing call of the
// `try`: what it throws is an `InsightError`, which `catch let error as InsightError` takes.

func submit(_ evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do {
    let isHigh = try evaluation.insight.outcome.get() == .high
    evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !isHigh
  } catch let error as InsightError {
    print(error)
    evaluation.reportConsumption(.notUsedError)
    return true
  }
}

func hold(_ evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do {
    if try evaluation.insight.outcome.get() == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  } catch is InsightError {
    evaluation.reportConsumption(.notUsedError)
    return true
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)
