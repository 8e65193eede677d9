import Foundation
import TrustInsights

// The same use case, but the double that drops the evaluation is app code: a SwiftUI preview
// conformer (PreviewTrustFeedback.swift imports no test framework) is compiled into the app
// and may be injected, so the call through the protocol is no report on its paths.

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
    let result = try? await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "may run 'PreviewTrustFeedback.submit', which never reports it"
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
