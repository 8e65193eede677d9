// A task group of `(id, evaluation)` tuples (probes-bq p10, probes-br p01): each child task
// returns its account's evaluation with the account's id, and `for await (id, evaluation) in
// group` takes the evaluation apart from the tuple. The group is made and drained here, so an
// element the loop never reports is reported by nobody: the report stays owed at the producing
// call in the child task. Reported on some paths of the pass only, it is the loop's fault, found
// at the loop's name for it.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Account: Sendable { let id: String }

func evaluate(_ account: Account) async throws -> CoachingEvaluation {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return try await evaluator.requestEvaluation(context: context)
}

// The outcome is read and the evaluation dropped on every path.
func highRiskAccounts(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }  // expect: missing_consumption_report "evaluation from 'evaluate', handed to the task group 'group' and taken as 'evaluation' by its 'for await' loop, is never reported"
    }
    var result: [String] = []
    for await (id, evaluation) in group {
      guard let evaluation else { continue }
      if case .success(.high) = evaluation.insight.outcome {
        result.append(id)
      }
    }  // expect-note: missing_consumption_report "the iteration ends here without a report"
    return result
  }
}

// A labelled tuple, the evaluation first, made through a `let` of the child task.
func flaggedCount(_ accounts: [Account]) async throws -> Int {
  try await withThrowingTaskGroup(of: (evaluation: CoachingEvaluation, index: Int).self) { group in
    for (i, account) in accounts.enumerated() {
      group.addTask {
        let evaluation = try await evaluate(account)  // expect: missing_consumption_report "never reported"
        return (evaluation, i)
      }
    }
    var count = 0
    for try await (evaluation, _) in group {
      if (try? evaluation.insight.outcome.get()) == .high { count += 1 }
    }  // expect-note: missing_consumption_report "the iteration ends here without a report"
    return count
  }
}

// Reported only when the outcome is high: the `.medium`, `.unknown` and failure elements leak.
func highRiskIDs(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }
    }
    var ids: [String] = []
    for await (id, evaluation) in group {  // expect: missing_consumption_report "reported on some paths but not all"
      guard let evaluation else { continue }
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        ids.append(id)
      }
    }  // expect-note: missing_consumption_report "the iteration ends here without a report"
    return ids
  }
}
