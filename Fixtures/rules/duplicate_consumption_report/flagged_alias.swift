import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class DeviceEnrollment {
  let evaluator = InsightEvaluator()

  func enroll() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: accountContext)
    let pending: CoachingEvaluation = evaluation
    evaluation.reportConsumption(.usedUnchangedFriction)
    finishEnrollment()
    pending.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "line 16"
  }

  func finishEnrollment() {}
}
