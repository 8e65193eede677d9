// A `where` clause that skips evaluations that exist (`where !id.isEmpty`) drops them with
// their pass: the loop reports its elements on some paths only (probes-bw p113). Skipping
// only the nil ones is no finding (clean_loop_where_skips_nil_elements).
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

func named(_ accounts: [Account]) async throws {
  try await withThrowingTaskGroup(of: (String, CoachingEvaluation).self) { group in
    for account in accounts {
      group.addTask { (account.id, try await evaluate(account)) }
    }
    for try await (id, evaluation) in group where !id.isEmpty {  // expect: missing_consumption_report "the loop iteration ends at line 31"
      settle(evaluation)
    }
  }
}

func nonNilNamed(_ accounts: [Account]) async {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }
    }
    for await (id, evaluation) in group where evaluation != nil && !id.isEmpty {  // expect: missing_consumption_report "the loop iteration ends at line 42"
      settle(evaluation!)
    }
  }
}
