import TrustInsights

// probes-bj p01/p18/p28/p51: a context built by a function declared inside the method
// (`func make(_ c: OperationCategory) -> InsightContext`), then `make(.other)`. The call yields
// what the nested function returns for that argument; its parameter takes what the calls of
// it pass, and its default when a call leaves the argument out.
final class SupportChatViewModel {
  private let evaluator = InsightEvaluator()

  func shareScreen() async {
    func make(_ c: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
      InsightEvaluator.InsightContext(
        operationCategory: c,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
    let context = make(.other)  // expect: evaluation_outside_sensitive_category
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func confirmGift(isGift: Bool) async {
    func category() -> InsightEvaluator.OperationCategory {
      isGift ? .other : .payment  // expect: evaluation_outside_sensitive_category
    }
    let context = InsightEvaluator.InsightContext(
      operationCategory: category(), requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func unfreezeCard() async {
    func makeContext(_ c: InsightEvaluator.OperationCategory = .other) -> InsightEvaluator.InsightContext {  // expect: evaluation_outside_sensitive_category
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
    let context = InsightEvaluator.InsightContext(
      operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))  // expect: evaluation_outside_sensitive_category
    await evaluate(context)
  }
}
