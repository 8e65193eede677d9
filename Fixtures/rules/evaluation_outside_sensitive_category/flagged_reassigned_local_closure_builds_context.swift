import TrustInsights

// probes-bl p51: a closure kept in a `var` and replaced before the call (`make = { … }`): the
// call may run either closure, so the replacement's `.other` reaches the evaluator.
final class ChatGuard {
  private let evaluator = InsightEvaluator()

  func check(isSupport: Bool) async {
    var make = { (c: InsightEvaluator.OperationCategory) in
      InsightEvaluator.InsightContext(
        operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
    if isSupport {
      make = { _ in
        InsightEvaluator.InsightContext(
          operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))  // expect: evaluation_outside_sensitive_category
      }
    }
    guard let evaluation = try? await evaluator.requestEvaluation(context: make(.communication)) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
