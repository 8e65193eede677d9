// The extension of EvaluatedStep calls its requirement makeContext() bare: that runs the
// conformer's method, so PromoStep's `.other` reaches the extension's evaluator call. The
// category tracer read only the requirement (no body) and noted "no operation category found"
// at requestEvaluation (probes-eu p09).
import TrustInsights

protocol EvaluatedStep {
  func makeContext() -> InsightEvaluator.InsightContext
}

extension EvaluatedStep {
  func evaluate() async {
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

struct PaymentStep: EvaluatedStep {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct PromoStep: EvaluatedStep {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other, // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}
