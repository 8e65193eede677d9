import Observation
import TrustInsights

@Observable
final class CryptoWithdrawalModel {
  enum WithdrawalState {
    case idle
    case confirming
    case warning
    case approved
    case blocked
  }

  var insightLevel: IsLikelyBeingCoachedInsight.Value?
  var withdrawalState: WithdrawalState = .idle

  func startReview(evaluator: InsightEvaluator) {
    Task { @MainActor in
      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
      )
      guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else {
        withdrawalState = .confirming
        return
      }
      do {
        let evaluation = try await evaluator.requestEvaluation(context: context)
        let result = evaluation.insight.outcome
        switch result {
        case .success(let level):
          insightLevel = level
          evaluation.reportConsumption(level == .unknown ? .usedUnchangedFriction : .usedIncreasedFriction)
        case .failure:
          insightLevel = nil
          evaluation.reportConsumption(.notUsedError)
        }
      } catch {
        withdrawalState = .confirming
      }
    }
  }

  func confirm() {
    switch insightLevel {
    case .high?: withdrawalState = .blocked
    case .medium?: withdrawalState = .warning
    case .unknown?: withdrawalState = .approved  // expect: unknown_treated_as_approval "sets 'withdrawalState' to '.approved'"
    case nil: withdrawalState = .confirming
    default: withdrawalState = .confirming
    }
  }

  func confirmQuickly() {
    if let level = insightLevel, level != .unknown {
      withdrawalState = .warning
    } else {
      // No level yet, or `.unknown`.
      withdrawalState = .approved  // expect: unknown_treated_as_approval
    }
  }
}
