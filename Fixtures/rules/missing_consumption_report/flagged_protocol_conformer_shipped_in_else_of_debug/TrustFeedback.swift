import Foundation
import TrustInsights

// The preview double under `#if DEBUG` is left out, but its `#else` clause declares an offline
// conformer that every release build compiles and that never reports: the call through the
// protocol is no report on its paths, and the message names that conformer, not the double.

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
    let result = try? await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'OfflineTrustFeedback.submit', which never reports it"
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
