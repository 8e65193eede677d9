import TrustInsights

/// The base screen builds a payment context and evaluates with it.
class BaseTrustScreen {
  var context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func screen() async {
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
