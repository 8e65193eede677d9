// Two elements of a task group taken by plain bindings (`let first = await group.next() ??
// nil`): reporting `first` twice is a duplicate at the second report, as it is for a `while
// let` binding of `group.next()` (probes-dc).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func reportFirstTwice(evaluator: InsightEvaluator) async {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    group.addTask { try? await evaluator.requestEvaluation(context: accountContext) }
    let first = await group.next() ?? nil
    first?.reportConsumption(.usedEvaluationOnly)
    first?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
  }
}

func reportTakenTwice(evaluator: InsightEvaluator) async throws {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    group.addTask { try await evaluator.requestEvaluation(context: accountContext) }
    guard let taken = try await group.next() else { return }
    let copy = taken
    taken.reportConsumption(.usedEvaluationOnly)
    copy.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }
}
