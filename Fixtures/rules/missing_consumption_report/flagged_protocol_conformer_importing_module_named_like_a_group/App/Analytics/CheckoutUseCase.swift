import Analytics
import Foundation
import TrustInsights

// `App/Analytics/` is a group of the app target named after the vendor SDK its files import
// (a file cannot import its own module, so the folder is no module `Analytics`). The buffered
// conformer in App/Feedback/ imports Analytics too, but it is app code the call may run, and it
// never reports.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus)
}

struct LiveTrustFeedback: TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class CheckoutUseCase {
  private let evaluator = InsightEvaluator()
  private let feedback: TrustFeedback

  init(feedback: TrustFeedback) { self.feedback = feedback }

  func checkout(total: Decimal) async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return true }  // expect: missing_consumption_report
    AnalyticsClient.shared.track("checkout")
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
