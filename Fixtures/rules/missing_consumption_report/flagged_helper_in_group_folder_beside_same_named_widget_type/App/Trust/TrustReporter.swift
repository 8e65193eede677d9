import Analytics
import TrustInsights

enum TrustReporter {
  static func finish(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    Analytics.track("trust-\(status)")
  }
}
