import TrustInsights

// The app keeps every TrustInsights name in one namespace, while its rules engine (another
// file) declares a top-level `struct Evaluation` of its own. `Trust.Evaluation`, and a bare
// `Evaluation` written inside `Trust` or its extensions, still name the framework's
// evaluation, and `Trust.Insight.Value` the insight value: their tests are outcome tests.
enum Trust {
  typealias Insight = IsLikelyBeingCoachedInsight
  typealias Evaluation = InsightEvaluation<Insight>
  typealias Status = InsightEvaluationConsumptionStatus

  static let evaluator = InsightEvaluator()

  static var context: InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: Insight.request(schema: .version1))
  }
}
