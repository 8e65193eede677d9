import Foundation
import TrustInsights

// Xcode project layout (no Package.swift): the use case reports through the `TrustFeedback`
// protocol, whose app conformer reports. The mock lives in a test-support framework
// (BankAppTestSupport/, a plain `import BankApp`): a file that imports BankApp is not part of
// BankApp, so the app's call cannot run the mock, and the call through the protocol is a report.

public typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

public protocol TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus)
}

struct FrameworkTrustFeedback: TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class ExecuteTransferUseCase {
  private let evaluator = InsightEvaluator()
  private let feedback: TrustFeedback

  init(feedback: TrustFeedback = FrameworkTrustFeedback()) {
    self.feedback = feedback
  }

  func execute(amount: Decimal) async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return true }
    switch evaluation.insight.outcome {
    case .success(.high):
      feedback.submit(evaluation, status: .usedIncreasedFriction)
      return false
    case .success:
      feedback.submit(evaluation, status: .usedUnchangedFriction)
      return true
    case .failure:
      feedback.submit(evaluation, status: .notUsedError)
      return true
    }
  }
}
