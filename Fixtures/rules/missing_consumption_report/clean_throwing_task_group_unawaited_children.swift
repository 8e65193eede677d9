import TrustInsights

// A throwing task group that is not discarding throws only what its body throws: the errors
// of child tasks nobody awaits are dropped when the group waits for them at its end. A
// discarding group inside a `do` that catches everything leaves nothing either.
// (flagged_throwing_discarding_task_group_child_error: the discarding group rethrows them.)

let walletContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Wallet { func topUp(_ cents: Int) async throws {} }

func topUpAll(_ evaluator: InsightEvaluator, wallet: Wallet, amounts: [Int]) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  try await withThrowingTaskGroup(of: Void.self) { group in
    for a in amounts { group.addTask { try await wallet.topUp(a) } }
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func topUpAllCaught(_ evaluator: InsightEvaluator, wallet: Wallet, amounts: [Int]) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  do {
    try await withThrowingDiscardingTaskGroup { group in
      for a in amounts { group.addTask { try await wallet.topUp(a) } }
    }
  } catch {
    print("top-up failed: \(error)")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
