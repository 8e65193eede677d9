import TrustInsights

#if DEBUG
final class PreviewFeedback: TrustFeedback {
  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    print(status)
  }
}
#endif
