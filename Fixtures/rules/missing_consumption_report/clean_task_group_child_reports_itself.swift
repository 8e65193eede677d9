// Child tasks that report their evaluation themselves and hand it to the group only so that
// the loop can read its outcome: the loop owes nothing (probes-bw p100). Only a child that
// does no more with its evaluation than return it (and read its outcome) leaves the report to
// the loop (flagged_task_group_child_let_in_do).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Account: Sendable { let id: String }

func evaluate(_ account: Account) async throws -> CoachingEvaluation {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return try await InsightEvaluator().requestEvaluation(context: context)
}

/// Reports on every path.
func settle(_ evaluation: CoachingEvaluation) {
  if case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.notUsedError)
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

func screenedOutcomes(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask {
        guard let evaluation = try? await evaluate(account) else { return (account.id, nil) }
        settle(evaluation)
        return (account.id, evaluation)
      }
    }
    var high: [String] = []
    for await (id, evaluation) in group {
      if case .success(.high)? = evaluation?.insight.outcome { high.append(id) }
    }
    return high
  }
}

func reportedInChild(_ accounts: [Account]) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts {
      group.addTask {
        let evaluation = try? await evaluate(account)
        evaluation?.reportConsumption(.usedEvaluationOnly)
        return evaluation
      }
    }
    var n = 0
    for await evaluation in group where evaluation?.insight != nil { n += 1 }
    return n
  }
}
