// A brokerage's trade ticket asks again when the review sat open too long and keeps the
// older evaluation if the refresh fails; the refreshed one replaces the first unreported.
import Foundation
import TrustInsights

protocol TradeConfirming {
  func confirm() async -> Bool
}

@MainActor
final class TradeTicketModel {
  let evaluator = InsightEvaluator()
  let confirmer: TradeConfirming
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  init(confirmer: TradeConfirming) { self.confirmer = confirmer }

  func placeTrade() async throws -> Bool {
    let requestedAt = Date()
    var evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    let confirmed = await confirmer.confirm()
    if Date().timeIntervalSince(requestedAt) > 60 {
      do {
        evaluation = try await evaluator.requestEvaluation(context: context)
      } catch {
        // Keep the older evaluation.
      }
    }
    guard confirmed else {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }
}
