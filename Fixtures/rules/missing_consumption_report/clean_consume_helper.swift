// The Swift Dev's `CoachingRiskEvaluator`: the evaluation goes to `consume(_:)`, which reports
// it on every path, so the caller owes nothing.
import TrustInsights

@available(iOS 27.0, *)
enum SensitiveOperation {
  case newRecipientTransfer
  case changeRecoveryEmail

  var trustCategory: InsightEvaluator.OperationCategory {
    switch self {
    case .newRecipientTransfer:
      return .payment
    case .changeRecoveryEmail:
      return .account
    }
  }
}

@available(iOS 27.0, *)
struct CoachingRiskEvaluator {
  enum Result {
    case unavailable
    case noAdditionalSignal
    case addLightFriction
    case addStrongFriction
  }

  private let evaluator = InsightEvaluator()

  func evaluate(operation: SensitiveOperation) async -> Result {
    let request = IsLikelyBeingCoachedInsight.request(
      schema: .version1,
      modelVersion: .current
    )

    let context = InsightEvaluator.InsightContext(
      operationCategory: operation.trustCategory,
      requestedEvaluations: request
    )

    do {
      guard try await evaluator.authorizationStatus(for: context) == .authorized else {
        return .unavailable
      }

      let assessment = try await evaluator.requestEvaluation(context: context)
      return consume(assessment)
    } catch {
      return .unavailable
    }
  }

  private func consume(_ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Result {
    do {
      switch try assessment.insight.outcome.get() {
      case .unknown:
        assessment.reportConsumption(.usedUnchangedFriction)
        return .noAdditionalSignal

      case .medium:
        assessment.reportConsumption(.usedIncreasedFriction)
        return .addLightFriction

      case .high:
        assessment.reportConsumption(.usedIncreasedFriction)
        return .addStrongFriction

      @unknown default:
        assessment.reportConsumption(.notUsedError)
        return .unavailable
      }
    } catch {
      assessment.reportConsumption(.notUsedError)
      return .unavailable
    }
  }
}
