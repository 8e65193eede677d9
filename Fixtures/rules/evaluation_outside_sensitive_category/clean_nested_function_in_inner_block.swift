import TrustInsights

// probes-bl p53: a function declared inside an `if` block is visible only in that block. The
// call after the block is the method of the same name, which builds `.payment` whatever it is
// given; the nested function's `.other` only reaches a `print`.
final class CardGuard {
  private let evaluator = InsightEvaluator()

  func makeContext(_ c: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
    .init(operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  func freeze(preview: Bool) async {
    if preview {
      func makeContext(_ c: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
        .init(operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      }
      print(makeContext(.other))
    }
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext(.other)) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
