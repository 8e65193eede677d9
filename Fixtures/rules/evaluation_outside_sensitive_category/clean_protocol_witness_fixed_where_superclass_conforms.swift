// The witness of the requirement makeContext() is chosen where the conformance is declared:
// BaseScreen conforms and is no MarketingScreen, so it and its subclass PromoScreen, which adopts
// MarketingScreen later, run the unconstrained default (.payment) through the requirement; the
// default constrained where Self: MarketingScreen (.other) is no witness (probes-fa p48).
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol MarketingScreen {}

protocol ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext
}

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

class BaseScreen: ContextProviding {}
final class PromoScreen: BaseScreen, MarketingScreen {}
