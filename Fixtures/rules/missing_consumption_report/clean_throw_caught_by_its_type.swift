import TrustInsights

// A `throw` that names its error's type (`Type(…)`, `Type.case`, `Type.case(…)`) is taken by
// a `catch` clause of that type or that case: it does not leave the `do` on that path.

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum ReviewError: Error {
  case cancelledByUser
  case rejected(reason: String)
}

func review(evaluator: InsightEvaluator, cancelled: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    if cancelled { throw ReviewError.cancelledByUser }
    evaluation.reportConsumption(.usedEvaluationOnly)
  } catch ReviewError.cancelledByUser {
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}

func reviewTask(evaluator: InsightEvaluator, cancelled: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    if cancelled { throw CancellationError() }
    evaluation.reportConsumption(.usedEvaluationOnly)
  } catch is CancellationError {
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}

func reviewReason(evaluator: InsightEvaluator, reason: String?) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  do {
    if let reason { throw ReviewError.rejected(reason: reason) }
    evaluation.reportConsumption(.usedEvaluationOnly)
  } catch let error as ReviewError {
    print(error)
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}
