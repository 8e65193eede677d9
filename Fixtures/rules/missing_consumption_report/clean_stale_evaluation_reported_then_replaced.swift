// A trade ticket reports the stale evaluation before asking again; the refreshed one is reported on every path.
import Foundation
import TrustInsights

@MainActor
final class TradeTicketModel {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func placeTrade(confirmed: Bool, requestedAt: Date) async throws -> Bool {
    var evaluation = try await evaluator.requestEvaluation(context: context)
    if Date().timeIntervalSince(requestedAt) > 60 {
      evaluation.reportConsumption(.notUsedNotNeeded)
      evaluation = try await evaluator.requestEvaluation(context: context)
    }
    guard confirmed else {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}
