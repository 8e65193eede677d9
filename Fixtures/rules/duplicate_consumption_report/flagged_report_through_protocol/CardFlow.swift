import TrustInsights

// Every conformer of TrustReporting reports what it is given, so the direct report after
// the call through the protocol is a second one.
struct CardFlow {
  let evaluator = InsightEvaluator()
  let reporter: TrustReporting
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func unfreezeCard() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    reporter.finish(evaluation)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }
}
