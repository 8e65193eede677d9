import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Injected so that the flow can be tried without the audit backend: the offline conformer
/// only logs, so through the protocol the evaluation may go unreported.
protocol TrustReporting {
  func finish(_ evaluation: CoachingEvaluation)
}

struct LiveReporter: TrustReporting {
  func finish(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

struct OfflineReporter: TrustReporting {
  func finish(_ evaluation: CoachingEvaluation) {
    print("offline: \(evaluation.insight.outcome)")
  }
}
