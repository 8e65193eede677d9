import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum WalletAction {
  case buyGiftCard
  case addPayee
  case startRemoteSupport

  var category: InsightEvaluator.OperationCategory {
    switch self {
    case .buyGiftCard, .addPayee: return .payment
    case .startRemoteSupport: return .account
    }
  }
}

enum Friction { case none, warn, hold }

/// Requests evaluations for the wallet's sensitive actions; nil means "use the usual checks".
final class TrustCoordinator: @unchecked Sendable {
  static let shared = TrustCoordinator()
  private let evaluator = InsightEvaluator()

  func evaluate(_ action: WalletAction) async -> CoachingEvaluation? {
    let context = InsightEvaluator.InsightContext(
      operationCategory: action.category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return nil }
    return try? await evaluator.requestEvaluation(context: context)
  }

  /// Decides and reports on every branch.
  func friction(for evaluation: CoachingEvaluation) -> Friction {
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .hold
    case .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .warn
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .none
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return .none
    }
  }

  /// The person walked away: nothing was decided.
  func abandon(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}
