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
    let context = makeContext(.communication)
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(messages.isEmpty ? .notUsedNotNeeded : .usedEvaluationOnly)
  }

  func status() async -> Bool {
    let makeContext = { (category: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext in
      .init(operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
    return (try? await evaluator.authorizationStatus(for: makeContext(.payment))) == .authorized
  }

  // Not the local closure: its `.other` never reaches an evaluator call.
  func makeContext(_ category: InsightEvaluator.OperationCategory) -> String { "\(category)" }
  func log() { _ = makeContext(.other) }
}
