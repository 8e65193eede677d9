// A bare call of the requirement makeContext() in the protocol's extension runs each conformer's
// witness: GiftCardScreen's own method returning .other reaches the extension's evaluator call,
// though the protocol's extension also gives a .payment default (probes-fa p51).
import Foundation
import TrustInsights

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

final class GiftCardScreen: ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  }
}
