import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func logAndReport(_ evaluation: CoachingEvaluation) {
  print("coaching outcome received")
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func transfer(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  evaluation.reportConsumption(.usedUnchangedFriction)
  logAndReport(evaluation)  // expect: duplicate_consumption_report "reported again by 'logAndReport'"
}
