import Foundation
import TrustInsights


// Xcode layout: `App/Networking/` is a group of the app (none of its files imports the
// package `Networking`). The shipped conformer, App/Trust/LiveFeedback.swift, imports
// Networking and reports; the SwiftUI preview double, under `#if DEBUG`, never reports. The
// preview double is left out beside the shipped conformer before anything else is, so it is
// never the only conformer left: the call is a report.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus)
}

final class TransferUseCase {
  private let evaluator = InsightEvaluator()
  private let feedback: TrustFeedback

  init(feedback: TrustFeedback) { self.feedback = feedback }

  func run(amount: Decimal) async -> Bool {
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
