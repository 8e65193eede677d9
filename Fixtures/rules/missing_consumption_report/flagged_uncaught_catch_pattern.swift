import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum LimitError: Error { case overDailyLimit }

protocol Limits {
  func check(_ amount: Decimal) throws
}

func send(_ amount: Decimal, limits: Limits, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "'try limits.check(amount)' can throw at line 17 with an error no 'catch' of the 'do' at line 16 matches"
  do {
    try limits.check(amount)
  } catch LimitError.overDailyLimit {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
}
