import TrustInsights

// probes-bj p37: a nested function or a local closure sets the category of the context it
// captures; the evaluator call then receives that category.
final class InvestmentTransferModel {
  let evaluator = InsightEvaluator()

  func prepare(external: Bool) async {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    func adjust(_ external: Bool) {
      if !external {
        context.operationCategory = .other  // expect: evaluation_outside_sensitive_category
      }
    }
    adjust(external)
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func review(internalOnly: Bool) async {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let downgrade = { context.operationCategory = .other }  // expect: evaluation_outside_sensitive_category
    if internalOnly { downgrade() }
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
