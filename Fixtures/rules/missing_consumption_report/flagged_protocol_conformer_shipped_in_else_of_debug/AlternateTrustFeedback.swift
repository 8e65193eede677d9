import TrustInsights

#if DEBUG
  final class PreviewTrustFeedback: TrustFeedback {
    func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
      print("preview feedback \(status)")
    }
  }
#else
  // Shipped: it queues the status for a batch upload and never reports the evaluation.
  final class OfflineTrustFeedback: TrustFeedback {
    private(set) var queued: [InsightEvaluationConsumptionStatus] = []

    func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
      queued.append(status)
    }
  }
#endif
