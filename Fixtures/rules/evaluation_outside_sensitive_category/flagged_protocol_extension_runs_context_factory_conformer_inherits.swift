// A bare call of a protocol's requirement in the protocol's extension runs what the conformer
// gives, and a conformer that declares no such method gives the one its superclass declares:
// PromoScreen adopts EvaluatedStep with an empty body, so evaluate()'s makeContext() runs
// MarketingScreen's, whose .other reaches the evaluator call (probes-ew p13).
import TrustInsights

protocol EvaluatedStep {
  func makeContext() -> InsightEvaluator.InsightContext
}

extension EvaluatedStep {
  func evaluate() async {
    let evaluator = InsightEvaluator()
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

class MarketingScreen {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class PromoScreen: MarketingScreen, EvaluatedStep {}
