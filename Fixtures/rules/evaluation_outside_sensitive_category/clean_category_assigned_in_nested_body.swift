import TrustInsights

// The neighbour of flagged_category_assigned_in_nested_body.swift: the nested function sets a
// sensitive category, and a closure's own local of the same name (which shadows the captured
// one) is set to `.other` without reaching the evaluator call.
final class InvestmentTransferModel {
  let evaluator = InsightEvaluator()

  func prepare(external: Bool) async {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    func adjust(_ external: Bool) {
      if !external {
        context.operationCategory = .account
      }
    }
    adjust(external)
    let preview = {
      var context = InsightEvaluator.InsightContext(
        operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      context.operationCategory = .other
      print(context)
    }
    preview()
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
