// `if case let e? = evaluation`, `if case .some(let e) = evaluation` and `guard case let e? =
// evaluation` take every evaluation an optional holds: where they fail there is none, so the
// path that skips the report owes nothing, as after `if let e = evaluation` (probes-bw p143).
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

func optionalPattern(_ account: Account) async {
  let evaluation = try? await evaluate(account)
  if case let e? = evaluation { settle(e) }
}

func someCase(_ account: Account) async {
  let evaluation = try? await evaluate(account)
  if case .some(let e) = evaluation { settle(e) }
}

func guarded(_ account: Account) async -> Bool {
  let evaluation = try? await evaluate(account)
  guard case let e? = evaluation else { return false }
  settle(e)
  return true
}

func groupElements(_ accounts: [Account]) async {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }
    }
    for await (_, evaluation) in group {
      if case let e? = evaluation { settle(e) }
    }
  }
}
