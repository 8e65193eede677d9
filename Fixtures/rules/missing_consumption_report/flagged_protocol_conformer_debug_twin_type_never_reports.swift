import TrustInsights

// The conformer the app injects is declared twice: its `#if DEBUG` twin only prints. Unlike a
// preview double (another type, left out beside a shipped conformer), a debug build runs the
// twin wherever the app injects `LiveCoachingFeedbackSink`, as it runs a twin function: that
// build owes the report, so the call through the protocol is no report on its paths.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol CoachingFeedbackSink {
  func send(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus)
}

#if DEBUG
  final class LiveCoachingFeedbackSink: CoachingFeedbackSink {
    func send(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
      print("debug build: feedback \(status) not sent")
    }
  }
#else
  final class LiveCoachingFeedbackSink: CoachingFeedbackSink {
    func send(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
      evaluation.reportConsumption(status)
    }
  }
#endif

final class CardLimitModel {
  let feedback: CoachingFeedbackSink
  init(feedback: CoachingFeedbackSink) { self.feedback = feedback }

  func raiseLimit() async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)  // expect: missing_consumption_report "LiveCoachingFeedbackSink.send"
    switch evaluation.insight.outcome {
    case .success(.high):
      feedback.send(evaluation, .usedIncreasedFriction)
      return false
    case .success:
      feedback.send(evaluation, .usedUnchangedFriction)
      return true
    case .failure:
      feedback.send(evaluation, .notUsedError)
      return true
    }
  }
}
