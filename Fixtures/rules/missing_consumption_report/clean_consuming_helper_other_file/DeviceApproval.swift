import TrustInsights

final class DeviceApproval {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func review(userCancelled: Bool) async {
    do {
      let evaluation = try await evaluator.requestEvaluation(context: context)
      Feedback.record(evaluation, cancelled: userCancelled)
    } catch {
      // No evaluation: nothing to report.
    }
  }
}
