import TrustInsights

typealias TrustEvaluator = InsightEvaluator

let exportContext = InsightEvaluator.InsightContext(
  operationCategory: .other,  // expect: evaluation_outside_sensitive_category
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@available(iOS 27.0, *)
final class ExportFlow {
  private let risk = RiskClient()

  // The app's method of the same name does not hide the evaluator: the receiver's type (an
  // alias of `InsightEvaluator`) says which method runs.
  func export(checker: TrustEvaluator) async throws {
    _ = await risk.requestEvaluation(context: "export")
    let evaluation = try await checker.requestEvaluation(context: exportContext)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  // Nothing says what the injected evaluator is; named as one, it is taken as one.
  func exportInjected(context: InsightEvaluator.InsightContext) async throws {
    let evaluator = injectedEvaluator()
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func exportAll() async throws {
    try await exportInjected(
      context: InsightEvaluator.InsightContext(
        operationCategory: .transfer,  // expect: evaluation_outside_sensitive_category
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}
