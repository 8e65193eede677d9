// Elements of a task group taken by plain bindings (`let first = try await group.next()`, and
// `await group.next() ?? nil` over a group of optional evaluations), not by a condition: each
// name holds the element it takes, or nil when the group had none left. One never reported is
// found at the child task's producing call; the other, reported, owes nothing more
// (probes-dc: a function evaluating two operations in one group).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// Both taken and reported: nothing owed.
func bothReported(evaluator: InsightEvaluator) async {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    group.addTask { try? await evaluator.requestEvaluation(context: accountContext) }
    group.addTask { try? await evaluator.requestEvaluation(context: accountContext) }
    let first = await group.next() ?? nil
    let second = await group.next() ?? nil
    first?.reportConsumption(.usedEvaluationOnly)
    second?.reportConsumption(.usedEvaluationOnly)
  }
}

// The second taken is only read.
func secondOnlyRead(evaluator: InsightEvaluator) async throws -> Bool {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    group.addTask { try await evaluator.requestEvaluation(context: accountContext) }  // expect: missing_consumption_report
    let first = try await group.next()
    first?.reportConsumption(.usedEvaluationOnly)
    let second = try await group.next()
    if case .success(.high)? = second?.insight.outcome { return false }
    return true
  }
}
