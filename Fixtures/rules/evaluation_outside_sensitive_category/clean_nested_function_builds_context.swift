import TrustInsights

// The neighbour of flagged_nested_function_builds_context.swift (probes-bj p02/p29/p52/p53):
// nested functions given sensitive categories. A method of the same name, another method's
// nested function of the same name, and another type's `evaluate` are given `.other`: none of
// their calls is a call of these nested functions.
final class SupportChatViewModel {
  private let evaluator = InsightEvaluator()

  func shareScreen() async {
    func make(_ c: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
      InsightEvaluator.InsightContext(
        operationCategory: c,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
    let context = make(.communication)
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func unfreezeCard() async {
    func makeContext(_ c: InsightEvaluator.OperationCategory = .account) -> InsightEvaluator.InsightContext {
      .init(operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func openRemoteSession() async {
    func evaluate(_ context: InsightEvaluator.InsightContext) async {
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    await evaluate(
      InsightEvaluator.InsightContext(
        operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }

  func describe() -> String {
    func make(_ c: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
      .init(operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
    return "\(make(.other))"
  }

  // A method of the same name, called with `.other` for logging only.
  func make(_ c: InsightEvaluator.OperationCategory) -> String { "\(c)" }
  func log() { print(make(.other)) }
}

final class AnalyticsLogger {
  func evaluate(_ context: InsightEvaluator.InsightContext) async { print(context) }
  func track() async {
    await evaluate(
      InsightEvaluator.InsightContext(
        operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}
