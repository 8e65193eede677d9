import TrustInsights

// Only a clause of the thrown type or case takes a `throw`: another case of the same type,
// a `where` clause, or another type lets it leave the `do`.

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum ReviewError: Error {
  case cancelledByUser
  case timedOut
}

struct LimitError: Error {}

func review(evaluator: InsightEvaluator, cancelled: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "throws at line 21 with an error no 'catch' of the 'do' at line 20 matches"
  do {
    if cancelled { throw ReviewError.timedOut }
    evaluation.reportConsumption(.usedEvaluationOnly)
  } catch ReviewError.cancelledByUser {
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}

func reviewLimit(evaluator: InsightEvaluator, over: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "throws at line 31 with an error no 'catch' of the 'do' at line 30 matches"
  do {
    if over { throw LimitError() }
    evaluation.reportConsumption(.usedEvaluationOnly)
  } catch is ReviewError {
    evaluation.reportConsumption(.notUsedNotNeeded)
  } catch let error as LimitError where over {
    print(error)
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}
