// A call through a protocol whose conformers disagree (one reports, one never does) is no
// report: on the paths through the conformer that drops it the caller still owes it.
import TrustInsights

struct PayeeFlow {
  let evaluator = InsightEvaluator()
  let reporter: TrustReporting
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func addPayee() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    reporter.finish(evaluation)
  }
}
