// Several linked accounts are screened at once: each child task of the group returns its
// evaluation, and the body's `for await` loop over the group is their one consumer. Each
// element is the loop's to report, as with a loop over a stream of evaluations; an element
// skipped on some paths of the pass is found at the loop variable. (RULES.md names no task
// groups; this follows its "every path" rule for the code that takes the evaluation.)
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct LinkedAccountScreen: Sendable {
  let evaluator: InsightEvaluator

  func context() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  }

  // The `.failure` case goes on to the next element without a report.
  func anyRisky(count: Int) async -> Bool {
    let context = context()
    return await withTaskGroup(of: CoachingEvaluation?.self) { group in
      for _ in 0..<count {
        group.addTask { try? await evaluator.requestEvaluation(context: context) }
      }
      var risky = false
      for await evaluation in group {  // expect: missing_consumption_report "evaluation 'evaluation' of the 'for await' loop over 'group' in 'LinkedAccountScreen.anyRisky(count:)' is reported on some paths but not all: 'continue' at line 37"
        guard let evaluation else { continue }
        switch evaluation.insight.outcome {
        case .success(.high):
          evaluation.reportConsumption(.usedIncreasedFriction)
          risky = true
        case .success:
          evaluation.reportConsumption(.usedUnchangedFriction)
        case .failure:
          continue  // expect-note: missing_consumption_report "ends the iteration here without a report"
        }
      }
      return risky
    }
  }

  // A throwing group with a non-optional result type: the `where` clause drops the elements
  // of accounts already cleared.
  func screen(_ accounts: [String], cleared: Set<String>) async throws -> Int {
    let context = context()
    return try await withThrowingTaskGroup(of: CoachingEvaluation.self, returning: Int.self) { group in
      for _ in accounts {
        group.addTask { try await evaluator.requestEvaluation(context: context) }
      }
      var warned = 0
      for try await evaluation in group where cleared.count < accounts.count {  // expect: missing_consumption_report "evaluation 'evaluation' of the 'for await' loop over 'group' in 'LinkedAccountScreen.screen(_:cleared:)' is reported on some paths but not all: the loop iteration ends at line 53"  // expect-note: missing_consumption_report "the iteration ends here without a report"
        if case .success(.high) = evaluation.insight.outcome {
          warned += 1
          evaluation.reportConsumption(.usedIncreasedFriction)
        } else {
          evaluation.reportConsumption(.usedUnchangedFriction)
        }
      }
      return warned
    }
  }
}
