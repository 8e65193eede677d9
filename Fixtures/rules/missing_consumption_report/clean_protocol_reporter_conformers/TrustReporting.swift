import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Injected so that tests can swap it; every conformer reports the evaluation it is given,
/// so a call through the protocol is a report.
protocol TrustReporting {
  func finish(_ evaluation: CoachingEvaluation)
}

struct LiveReporter: TrustReporting {
  func finish(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

#if DEBUG
  struct PreviewReporter: TrustReporting {
    func finish(_ evaluation: CoachingEvaluation) {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
#endif

/// One conformer keeps the evaluation for later: through this protocol the call is an escape.
protocol EvaluationSink {
  func take(_ evaluation: CoachingEvaluation)
}

final class Outbox: EvaluationSink {
  var pending: [CoachingEvaluation] = []
  func take(_ evaluation: CoachingEvaluation) { pending.append(evaluation) }
}

struct ImmediateSink: EvaluationSink {
  func take(_ evaluation: CoachingEvaluation) { evaluation.reportConsumption(.usedEvaluationOnly) }
}
