import Analytics
import TrustInsights

enum TrustReporter {
  static func finish(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}
