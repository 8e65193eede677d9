import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
enum TrustReporter {
  static func finish(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}
