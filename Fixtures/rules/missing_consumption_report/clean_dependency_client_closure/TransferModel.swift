import Foundation
import TrustInsights

@MainActor
final class TransferModel {
  let trust: TrustClient

  init(trust: TrustClient) { self.trust = trust }

  func confirm(amount: Decimal) async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await trust.evaluate(context)
    // A closure property that returns something else produces nothing.
    trust.log("evaluated \(amount)")
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}
