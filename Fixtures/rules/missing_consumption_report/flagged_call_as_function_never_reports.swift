import TrustInsights

// A feedback value called like a function runs its type's `callAsFunction`, which is declared
// in the program and never reports: the call hands nothing off, and the evaluation is never
// reported. (probes-bc p912)
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct LogTrustFeedback {
  func callAsFunction(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    print("trust feedback: \(status)")
  }
}

final class RecoveryEmailModel {
  private let evaluator = InsightEvaluator()
  private let logFeedback: LogTrustFeedback = LogTrustFeedback()

  func change() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    logFeedback(evaluation, .usedUnchangedFriction)
  }
}
