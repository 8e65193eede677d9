// Two classes named `Screen` in unrelated namespaces (probes-es p27). `Marketing.Promo`
// inherits from `Marketing.Screen`, whose `context` is the app's own campaign type: the `.other`
// its init writes never reaches `Payments.Screen`'s evaluator call, so nothing is reported.
import TrustInsights

enum Payments {
  class Screen {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

    func pay() async {
      guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
