// Task groups of `(id, evaluation)` tuples whose body loop reports every element on every path,
// hands it to a helper that does, or reports it in a `defer` of the pass: no finding
// (probes-br p02, p40, p42).
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

/// Reports on every path.
func settle(_ evaluation: CoachingEvaluation) {
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): evaluation.reportConsumption(.usedIncreasedFriction)
  case .success: evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure: evaluation.reportConsumption(.notUsedError)
  }
}

func highRiskAccounts(_ accounts: [Account]) async -> [String] {
  await withTaskGroup(of: (String, CoachingEvaluation?).self) { group in
    for account in accounts {
      group.addTask { (account.id, try? await evaluate(account)) }
    }
    var result: [String] = []
    for await (id, evaluation) in group {
      guard let evaluation else { continue }
      switch evaluation.insight.outcome {
      case .success(.high):
        evaluation.reportConsumption(.usedIncreasedFriction)
        result.append(id)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
      }
    }
    return result
  }
}

// A labelled tuple, the evaluation first, settled by a `defer` of each pass.
func flaggedCount(_ accounts: [Account]) async throws -> Int {
  try await withThrowingTaskGroup(of: (evaluation: CoachingEvaluation, index: Int).self) { group in
    for (i, account) in accounts.enumerated() {
      group.addTask {
        let evaluation = try await evaluate(account)
        return (evaluation, i)
      }
    }
    var count = 0
    for try await (evaluation, _) in group {
      defer { settle(evaluation) }
      if (try? evaluation.insight.outcome.get()) == .high { count += 1 }
    }
    return count
  }
}

// A group of tuples with no evaluation in them.
func balances(_ accounts: [Account]) async -> [String: Int] {
  await withTaskGroup(of: (String, Int).self) { group in
    for a in accounts { group.addTask { (a.id, a.id.count) } }
    var out: [String: Int] = [:]
    for await (id, balance) in group { out[id] = balance }
    return out
  }
}
