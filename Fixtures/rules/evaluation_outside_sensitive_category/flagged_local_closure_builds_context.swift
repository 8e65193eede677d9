import TrustInsights

// probes-bi p23: a context built by a closure kept in a local, called with the category.
final class InboxGuard {
  private let evaluator = InsightEvaluator()

  func check(messages: [String]) async {
    let makeContext = { (category: InsightEvaluator.OperationCategory) in
      InsightEvaluator.InsightContext(
        operationCategory: category,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )
    }
    let context = makeContext(.other)  // expect: evaluation_outside_sensitive_category
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(messages.isEmpty ? .notUsedNotNeeded : .usedEvaluationOnly)
  }

  func status() async -> Bool {
    let make = { (category: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext in
      .init(operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
    let first = try? await evaluator.authorizationStatus(for: make(.communication))
    let second = try? await evaluator.authorizationStatus(for: make(.other))  // expect: evaluation_outside_sensitive_category
    return first == .authorized && second == .authorized
  }

  // Another function's call of the same name is not a call of the local closure.
  func make(_ category: InsightEvaluator.OperationCategory) -> String { "\(category)" }
  func log() { _ = make(.other) }
}
