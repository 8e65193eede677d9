import Analytics
import TrustInsights

// App code: it forwards the status to the analytics SDK and never reports.
final class BufferedTrustFeedback: TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    AnalyticsClient.shared.track("trust-feedback-\(status)")
  }
}
