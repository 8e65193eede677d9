// QuickPay declares no context factory: its bare makeContext() runs the one it inherits from
// Payments.Screen, its base as Swift looks the clause up, not Marketing.Screen's `.other`
// factory, which no evaluator call receives. The category tracer found no candidate for an
// inherited method and noted "no operation category found" (probes-eu p18).
import TrustInsights

enum Payments {
  class Screen {
    func makeContext() -> InsightEvaluator.InsightContext {
      InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
  }

  final class QuickPay: Screen {
    func pay() async {
      guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: makeContext()) else { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
