// Probes: `try #require(evaluation != nil)` (a Bool form, not an unwrap) throws only when the
// evaluation is nil: nothing is held on its error edge, so a test that reports after it is
// clean. Also `try #require(maybe)` used as a statement, then `maybe!` reported. No findings.
import TrustInsights
import Testing

@Test func requiresNonNil() async throws {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try? await evaluator.requestEvaluation(context: context)
  try #require(evaluation != nil)
  evaluation?.reportConsumption(.usedEvaluationOnly)
}

@Test func requiresThenForceUnwraps() async throws {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let maybe = try? await evaluator.requestEvaluation(context: context)
  _ = try #require(maybe)
  maybe!.reportConsumption(.usedEvaluationOnly)
}
