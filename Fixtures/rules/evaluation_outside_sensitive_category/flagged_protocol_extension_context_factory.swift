// ReferralScreen declares no context factory: its bare makeContext() runs the default the
// extension of the protocol it adopts gives, whose `.other` the evaluator call receives. The
// category tracer found no candidate for a method the class does not declare itself
// (probes-eu p08; the same for a method inherited from a superclass, p17).
import TrustInsights

protocol ContextProviding {}

extension ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other, // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class ReferralScreen: ContextProviding {
  private let evaluator = InsightEvaluator()

  func sendInvite() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
