// A task group whose body only adds, awaits or cancels its tasks (`waitForAll()`, or nothing at
// all) never takes an element: the group discards each evaluation its child tasks return, and
// nobody reports it. Found at the child's producing call (probes-ca p19, p46).
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

// The results are discarded by waitForAll(): nobody reports them.
func warmUp(_ accounts: [Account]) async throws {
  try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
    for account in accounts {
      group.addTask { try await evaluate(account) }  // expect: missing_consumption_report
    }
    try await group.waitForAll()
  }
}

// Children return evaluations, and the body never takes them: the group drops them at its end.
func prefetch(_ accounts: [Account]) async {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for account in accounts {
      group.addTask { try? await evaluate(account) }  // expect: missing_consumption_report
    }
  }
}
