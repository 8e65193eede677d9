// A bare call of makeContext(), no requirement of the protocol, in a method of the protocol's
// unconstrained extension is resolved statically to the unconstrained default (.payment)
// whatever the conformer: the default constrained where Self: MarketingScreen (.other) is run
// by no evaluator call, though PromoScreen is a MarketingScreen (probes-fa p50).
import Foundation
import TrustInsights

protocol MarketingScreen {}

protocol ContextProviding {}

extension ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  }

  @available(iOS 27.0, *)
  func runCoachingCheck(_ evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: makeContext())
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

extension ContextProviding where Self: MarketingScreen {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  }
}

final class PromoScreen: MarketingScreen, ContextProviding {}
