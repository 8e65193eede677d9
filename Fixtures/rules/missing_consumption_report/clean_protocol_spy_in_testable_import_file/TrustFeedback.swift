import Foundation
import TrustInsights

// A payments use case reports through the `TrustFeedback` protocol; the app's conformer
// reports. The spy in SpyTrustFeedback.swift never reports, but that file imports the app
// `@testable`: it belongs to the test target, so the call here is a report on every path.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus)
}

struct LiveTrustFeedback: TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class MerchantPaymentUseCase {
  private let evaluator = InsightEvaluator()
  private let feedback: TrustFeedback

  init(feedback: TrustFeedback = LiveTrustFeedback()) { self.feedback = feedback }

  func pay(merchantID: String) async -> Bool {
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
