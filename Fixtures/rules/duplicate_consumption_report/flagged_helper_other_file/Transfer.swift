import TrustInsights

struct Transfer {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func send(operationID: String) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    Audit.record(evaluation, operationID: operationID)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "line 12"
      return false
    }
    return true
  }
}
