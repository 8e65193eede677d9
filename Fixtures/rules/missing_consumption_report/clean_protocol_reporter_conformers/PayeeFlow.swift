import TrustInsights

struct PayeeFlow {
  let evaluator = InsightEvaluator()
  let reporter: TrustReporting
  let sink: EvaluationSink
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func addPayee() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    reporter.finish(evaluation)
  }

  func queuePayee() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    sink.take(evaluation)
  }
}
