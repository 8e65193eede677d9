import TrustInsights

// A feedback value called like a function runs its type's `callAsFunction`, which reports on
// every path: the call is the report. (probes-bc p903)
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct SendTrustFeedback {
  func callAsFunction(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class RecoveryEmailModel {
  private let evaluator = InsightEvaluator()
  private let sendFeedback: SendTrustFeedback = SendTrustFeedback()

  func change() async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    sendFeedback(evaluation, .usedUnchangedFriction)
  }
}
