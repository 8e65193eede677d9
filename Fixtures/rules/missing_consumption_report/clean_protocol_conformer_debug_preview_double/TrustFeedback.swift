import Foundation
import TrustInsights

// The use case reports through `TrustFeedback`, whose shipped conformer reports. The SwiftUI
// preview double (PreviewTrustFeedback.swift) never reports, but it is declared under `#if
// DEBUG`: no build the app ships compiles it, so beside a conformer every build compiles it
// is not among the implementations the call may run, and the call is a report.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol TrustFeedback {
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

  init(feedback: TrustFeedback) {
    self.feedback = feedback
  }

  func execute(amount: Decimal) async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let result = try? await evaluator.requestEvaluation(context: context)
    guard let evaluation = result else { return true }
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
