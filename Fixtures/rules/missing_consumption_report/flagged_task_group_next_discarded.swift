import TrustInsights

// A task group's element taken and dropped at once ('_ = try await group.next()', 'let _ =
// await group.next()') is never reported: found at the child task's producing call, as a
// discarded 'requestEvaluation' result is (probes-dd t01, t02).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func screenRecipients(_ ids: [String], evaluator: InsightEvaluator) async throws {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    for _ in ids {
      group.addTask { try await evaluator.requestEvaluation(context: paymentContext) }  // expect: missing_consumption_report
    }
    _ = try await group.next()
    group.cancelAll()
  }
}

func warmUp(evaluator: InsightEvaluator) async {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    group.addTask { try? await evaluator.requestEvaluation(context: paymentContext) }  // expect: missing_consumption_report
    let _ = await group.next()
  }
}
