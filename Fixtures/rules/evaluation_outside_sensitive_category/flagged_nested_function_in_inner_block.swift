import TrustInsights

// The neighbour of clean_nested_function_in_inner_block.swift: the call inside the block that
// declares the nested function is a call of it, so `.other` reaches the evaluator.
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
      guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext(.other)) else { return }  // expect: evaluation_outside_sensitive_category
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
