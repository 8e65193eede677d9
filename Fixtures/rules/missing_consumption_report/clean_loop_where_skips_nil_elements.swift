// A `where` clause that only skips the nil elements of a `for await` loop over a task group or a
// stream of optional evaluations (`where evaluation != nil`) drops nothing owed: the skipped
// pass holds no evaluation, as the false branch of `if evaluation != nil` holds none
// (probes-bw p112).
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

func screenAll(_ accounts: [Account]) async {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }
    }
    for await (_, evaluation) in group where evaluation != nil {
      settle(evaluation!)
    }
  }
}

func screenEach(_ accounts: [Account]) async {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts { group.addTask { try? await evaluate(account) } }
    for await evaluation in group where nil != evaluation {
      settle(evaluation!)
    }
  }
}
