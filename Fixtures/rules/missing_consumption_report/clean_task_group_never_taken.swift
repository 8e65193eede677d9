// Task groups whose elements are taken otherwise: each child reports its own evaluation and
// returns nothing (p20), `reduce` reports each in its closure (p47), the group is handed to a
// helper that drains it (p48). None is reported as discarded (probes-ca).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Account: Sendable { let id: String; let limit: Int }
struct Ledger: Sendable { func hold(_ id: String) async throws {} }
enum ReviewError: Error { case blocked(String) }

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func evaluate(_ account: Account) async throws -> CoachingEvaluation {
  try await InsightEvaluator().requestEvaluation(context: accountContext)
}

/// Reports on every path.
func settle(_ evaluation: CoachingEvaluation) {
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): evaluation.reportConsumption(.usedIncreasedFriction)
  case .success: evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure: evaluation.reportConsumption(.notUsedError)
  }
}

// Each child reports its own evaluation; the group yields nothing.
func screenAll(_ accounts: [Account]) async {
  await withTaskGroup(of: Void.self) { group in
    for account in accounts {
      group.addTask {
        if let evaluation = try? await evaluate(account) { settle(evaluation) }
      }
    }
    await group.waitForAll()
  }
}

// Drained by reduce; each is reported inside the closure.
func countHighByReduce(_ accounts: [Account]) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts { group.addTask { try? await evaluate(account) } }
    return await group.reduce(into: 0) { count, evaluation in
      guard let evaluation else { return }
      if case .success(.high) = evaluation.insight.outcome { count += 1 }
      settle(evaluation)
    }
  }
}

// The group is handed to a drain helper of the app.
func drainAll(_ group: inout TaskGroup<CoachingEvaluation?>) async {
  while let evaluation = await group.next() {
    if let evaluation { settle(evaluation) }
  }
}

func screenAll(_ accounts: [Account]) async {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts { group.addTask { try? await evaluate(account) } }
    await drainAll(&group)
  }
}
